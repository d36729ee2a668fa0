import { CLASS_TYPE_NAMES, CLASS_TYPES } from '../api/contract/roles.ts';

/** A class-type <select>'s options: the one for no type in particular (`none`: 全部, 所有班级类型通用 …), then each type by name. */
export default function ClassTypeOptions({ none }: { none: string }) {
  return (
    <>
      <option value="">{none}</option>
      {CLASS_TYPES.map((t) => (
        <option key={t} value={t}>
          {CLASS_TYPE_NAMES[t]}
        </option>
      ))}
    </>
  );
}
