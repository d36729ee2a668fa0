import Tabs from 'antd-mobile/es/components/tabs';
import type { ViewDecl } from '../../api/contract/resource/types.ts';

/** A declaration's status tabs, each with its count once the list has answered. */
export default function ViewTabs({
  views,
  active,
  counts,
  onChange,
}: {
  views: readonly ViewDecl[];
  active?: string;
  counts?: Record<string, number>;
  onChange: (key: string) => void;
}) {
  return (
    <Tabs activeKey={active} onChange={onChange} className="rs-views">
      {views.map((v) => (
        <Tabs.Tab key={v.key} title={counts ? `${v.label}(${counts[v.key] ?? 0})` : v.label} />
      ))}
    </Tabs>
  );
}
