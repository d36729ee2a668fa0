import { useState } from 'react';
import ActionSheet from '../../ui/overlay/ActionSheet.tsx';
import type { Role } from '../../api/contract/roles.ts';
import { switchSeason, type SeasonOption } from '../../api/simulation.ts';
import { act } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';

import { canSwitchSeason } from './seasonRules.ts';

export { canSwitchSeason };

export const SEASON_OPTIONS: { value: SeasonOption; label: string; confirm: string }[] = [
  { value: 1, label: '下一赛季', confirm: '确定进入下一赛季吗？到期的订单规则将被执行，统计数据将结转。' },
  { value: 2, label: '重新开始', confirm: '确定重新开始吗？学员的店铺、订单和金币将恢复到初始状态。' },
];

interface Props {
  userRole: Role | undefined;
  /** Injected in tests; the page reloads on a truthy reply. */
  onReload?: () => void;
}

/** Season switch: 1 next season (nextTurn), 2 restart (turn/restart), with a confirmation; truthy → reload. */
export default function SeasonSwitch({ userRole, onReload = () => window.location.reload() }: Props) {
  const [open, setOpen] = useState(false);
  if (!canSwitchSeason(userRole) || userRole === undefined) return null;

  const run = async (option: SeasonOption) => {
    const o = SEASON_OPTIONS.find((x) => x.value === option)!;
    const done = await act(() => switchSeason(userRole, option), { key: `season-${option}`, title: o.label, confirm: o.confirm });
    if (done.ok && done.value) {
      void toast.success('操作成功');
      onReload();
    }
  };

  return (
    <>
      <button type="button" className="hdr-btn season-btn" onClick={() => setOpen(true)}>
        赛季切换
      </button>
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        cancelText="取消"
        actions={SEASON_OPTIONS.map((o) => ({ key: o.value, text: o.label }))}
        onAction={(a) => {
          setOpen(false);
          void run(Number(a.key) as SeasonOption);
        }}
      />
    </>
  );
}
