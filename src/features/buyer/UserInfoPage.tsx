import { useSnapshot } from 'valtio';
import List from 'antd-mobile/es/components/list';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import { balance, walletLedger } from '../../api/shop.ts';
import { money } from '../../api/contract/money.ts';
import { WALLET_REASON_NAMES } from '../../api/contract/seller.ts';
import { session } from '../../state/session.ts';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import '../../ui/commerce.css';

const maskPhone = (p?: string | null) => (p ? p.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') : '未绑定');

/** /buyeUserInfo: the buyer's profile and gold-coin ledger. */
export default function UserInfoPage() {
  const s = useSnapshot(session);
  const u = s.userInfo as (typeof s.userInfo & { phone?: string | null }) | null;
  const { data, loading, error, reload } = useLoad(async () => {
    const [b, l] = await Promise.all([balance(), walletLedger()]);
    return { b, l };
  }, []);
  return (
    <div className="sp-page sp-narrow">
      <List header="个人信息">
        <List.Item extra={s.name || '—'}>姓名</List.Item>
        <List.Item extra={u?.username ?? '—'}>用户名</List.Item>
        <List.Item extra={maskPhone(u?.phone)}>手机号码</List.Item>
        <List.Item extra={data ? money(data.b.balanceFen) : '—'}>金币余额</List.Item>
      </List>
      <List header="金币明细">
        <PageState loading={loading && !data} error={!data && error} onRetry={reload} empty={!!data && !data.l.list.length} emptyText="暂无金币明细">
          {data?.l.list.map((e) => (
            <List.Item
              key={e.id}
              description={fmtDateTime(e.createdAt)}
              extra={
                <span style={{ color: e.deltaFen < 0 ? '#333' : '#c81b1b' }}>
                  {e.deltaFen > 0 ? '+' : ''}
                  {money(e.deltaFen)}
                </span>
              }
            >
              {WALLET_REASON_NAMES[e.reason] ?? e.reason}
            </List.Item>
          ))}
        </PageState>
      </List>
    </div>
  );
}
