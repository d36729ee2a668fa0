import { useSnapshot } from 'valtio';
import type { ClassType, Role } from '../../api/contract/roles.ts';
import { session } from '../../state/session.ts';
import ClassTypeOptions from '../../ui/ClassTypeOptions.tsx';

/** The signed-in back-office role (pages render nothing before the session is known). */
export function useRole(): Role | undefined {
  return useSnapshot(session).roles[0] as Role | undefined;
}

export { saveBlob } from '../../lib/saveFile.ts';

/** seconds → 42分05秒 */
export const duration = (sec: number) => `${Math.floor(sec / 60)}分${String(sec % 60).padStart(2, '0')}秒`;

/** A question's or a paper's 适用班级: one class type, or '' for all of them. */
export function ClassTypeField({ value, onChange }: { value: ClassType | ''; onChange: (classType: ClassType | '') => void }) {
  return (
    <label className="ex-field">
      <span className="ex-label">适用班级</span>
      <select className="ex-input" value={value} onChange={(e) => onChange(e.target.value as ClassType | '')}>
        <ClassTypeOptions none="所有班级类型通用" />
      </select>
    </label>
  );
}

/** A card's views as tabs, the picked one on: `[key, label]` each. */
export function Tabs<T extends string>({ tabs, value, onPick }: { tabs: readonly (readonly [T, string])[]; value: T; onPick: (tab: T) => void }) {
  return (
    <div className="ex-tabs" role="tablist">
      {tabs.map(([key, label]) => (
        <button key={key} type="button" role="tab" aria-selected={value === key} className={value === key ? 'on' : ''} onClick={() => onPick(key)}>
          {label}
        </button>
      ))}
    </div>
  );
}
