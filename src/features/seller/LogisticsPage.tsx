import { Link, useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { freightTemplateResource } from '../../api/contract/resources/sellerMarketing.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { money } from '../../api/contract/money.ts';
import './trade.css';

/** /seller/logistics: the shop's freight templates; the default one is what the checkout charges. */
export default function LogisticsPage() {
  const navigate = useNavigate();
  return (
    <ResourcePage
      resource={freightTemplateResource}
      intro={
        <div className="st-muted" style={{ padding: '0 0 8px' }}>
          结算时按默认模板计算运费：收货地址所在省份有指定规则时按该规则，否则按默认规则；满额包邮按优惠后的商品金额判断。
        </div>
      }
      toolbar={
        <Button size="small" color="primary" onClick={() => navigate('/seller/logistics/freightTemplateEdit/0')}>
          新建运费模板
        </Button>
      }
      cells={{
        name: (row) => (
          <span>
            <Link to={`/seller/logistics/freightTemplate/${row.id}`}>{row.name}</Link>{' '}
            <Link to={`/seller/logistics/freightTemplateEdit/${row.id}`} className="st-muted">
              编辑
            </Link>
          </span>
        ),
        freeOver: (row) => (row.freeOver === null ? '不包邮' : `满${money(row.freeOver)}`),
      }}
    />
  );
}
