import Switch from 'antd-mobile/es/components/switch';
import type { GuaranteeItem } from '../../api/contract/sellerTrade.ts';
import { guarantees, setGuarantee } from '../../api/sellerTrade.ts';
import { money } from '../../api/contract/money.ts';
import { act } from '../../ui/act.tsx';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController, wholeList } from '../../ui/resource/useListController.ts';
import './trade.css';

/** /seller/guarantee: the service promises shown on the shop's product pages (a few switches, on one page; a switch's write brings the list again). */
export default function GuaranteePage() {
  const list = useListController({ load: wholeList(guarantees), pageSize: 100, rowKey: (g: GuaranteeItem) => g.code });
  return (
    <div className="st-page">
      <div className="st-muted">开通的保障会显示在本店所有商品的详情页上。部分保障需要先缴纳保证金。</div>
      <ListView list={list} emptyText="暂无数据" onePage>
        {(rows) =>
          rows.map((g) => (
            <div className="st-card st-row" key={g.code}>
              <div>
                <b>{g.title}</b>
                <div className="st-muted">
                  {g.detail}
                  {g.bondFen > 0 && ` · 需保证金${money(g.bondFen)}`}
                </div>
              </div>
              <Switch
                checked={g.enabled}
                aria-label={g.title}
                onChange={async (on) => {
                  await act(() => setGuarantee(g.code, on), { key: `guarantee-${g.code}`, success: on ? '已开通' : '已关闭' });
                }}
              />
            </div>
          ))
        }
      </ListView>
    </div>
  );
}
