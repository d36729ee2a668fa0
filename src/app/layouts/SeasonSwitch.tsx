import { useState } from 'react';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import type { Role } from '../../api/contract/roles.ts';
import { switchSeason, type SeasonOption } from '../../api/simulation.ts';

import { canSwitchSeason } from './seasonRules.ts';

export { canSwitchSeason };

export const SEASON_OPTIONS: { value: SeasonOption; label: string; confirm: string }[] = [
  { value: 1, label: '下一赛季', confirm: '确定进入下一赛季吗？到期的订单规则将被执行，统计数据将结转。' },
  { value: 2, label: '重新开始', confirm: '确定重新开始吗？学员的店铺、订单和金币将恢复到初始状态。' },
];

interface Props {
  role: Role | undefined;
  /** Injected in tests; the page reloads on a truthy reply. */
  onReload?: () => void;
}

/** Season switch: 1 next season (nextTurn), 2 restart (turn/restart), with a confirmation; truthy → reload. */
export default function SeasonSwitch({ role, onReload = () => window.location.reload() }: Props) {
  const [open, setOpen] = useState(false);
  if (!canSwitchSeason(role) || role === undefined) return null;

  const run = async (option: SeasonOption) => {
    const o = SEASON_OPTIONS.find((x) => x.value === option)!;
    const ok = await Dialog.confirm({ title: o.label, content: o.confirm, confirmText: '确定', cancelText: '取消' });
    if (!ok) return;
    try {
      const data = await switchSeason(role, option);
      if (data) {
        Toast.show({ icon: 'success', content: '操作成功' });
        onReload();
      }
    } catch {
      // http.ts shows the error.
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
