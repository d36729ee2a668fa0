import { useState } from 'react';
import { Link } from 'react-router-dom';
import { checkPhone } from '../../api/contract/rules.ts';
import { SHOP_INTRO_MAX, SHOP_NAME_MAX, type ShopProfileInput } from '../../api/contract/seller.ts';
import { saveShopProfile, shopProfile } from '../../api/seller.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import { whenOpen } from '../../ui/whenOpen.tsx';
import { FormRow, Panel, type Rules, useFieldErrors, useLoad } from './common.tsx';

const ImagePicker = whenOpen(() => import('./ImagePicker.tsx'));

const optionalPhone = (v: string) => (v.trim() ? checkPhone(v.trim()) : null);
const RULES: Rules<ShopProfileInput> = {
  name: (v) =>
    !v.trim() ? '请输入店铺名称' : v.trim().length < 2 ? '店铺名称至少2个字' : v.trim().length > SHOP_NAME_MAX ? `店铺名称最多${SHOP_NAME_MAX}个字` : null,
  intro: (v) => (v.trim().length > SHOP_INTRO_MAX ? `店铺简介最多${SHOP_INTRO_MAX}个字` : null),
  servicePhone: optionalPhone,
  returnName: (v) => (v.trim().length > 20 ? '退货联系人最多20个字' : null),
  returnPhone: optionalPhone,
  returnAddress: (v) => (v.trim().length > 100 ? '退货地址最多100个字' : null),
};

/** /seller/shopConfig: the shop's name, logo, introduction, service phone and return address. */
export default function ShopConfigPage() {
  const { data, loading, error, reload } = useLoad(shopProfile, []);
  return (
    <PageState loading={loading && !data} error={!data && error} onRetry={reload}>
      {data && <ProfileForm key={data.id} initial={data} logoUrl={data.logoUrl} shopId={data.id} onSaved={reload} />}
    </PageState>
  );
}

function ProfileForm({ initial, logoUrl, shopId, onSaved }: { initial: ShopProfileInput; logoUrl: string; shopId: number; onSaved: () => void }) {
  const [v, setV] = useState<ShopProfileInput>({
    name: initial.name,
    logo: initial.logo,
    intro: initial.intro,
    servicePhone: initial.servicePhone,
    returnName: initial.returnName,
    returnPhone: initial.returnPhone,
    returnAddress: initial.returnAddress,
  });
  const [picking, setPicking] = useState(false);
  const { errors, check, checkAll } = useFieldErrors(RULES);
  const set = <K extends keyof ShopProfileInput>(key: K, value: ShopProfileInput[K]) => {
    const next = { ...v, [key]: value };
    setV(next);
    check(key, next);
  };
  const save = async () => {
    if (!checkAll(v)) return;
    const r = await act(() => saveShopProfile(v), { success: '保存成功', key: 'shop-profile' });
    if (r.ok) onSaved();
  };
  const text = (key: keyof ShopProfileInput, label: string, opts: { required?: boolean; max: number; tel?: boolean; placeholder?: string }) => (
    <FormRow label={label} htmlFor={`sp-${key}`} required={opts.required} error={errors[key]}>
      <input
        id={`sp-${key}`}
        type={opts.tel ? 'tel' : 'text'}
        inputMode={opts.tel ? 'numeric' : undefined}
        maxLength={opts.tel ? 11 : opts.max}
        value={v[key]}
        placeholder={opts.placeholder ?? `请输入${label}`}
        onChange={(e) => set(key, e.target.value)}
      />
    </FormRow>
  );
  return (
    <div className="sc-page">
      <Panel
        title="基本信息"
        extra={
          <Link className="sc-link" to={`/shopHome?id=${shopId}`} target="_blank">
            查看店铺首页 ›
          </Link>
        }
      >
        <div className="sc-form">
          {text('name', '店铺名称', { required: true, max: SHOP_NAME_MAX })}
          <FormRow label="店铺Logo" help="建议使用正方形图片；不设置时使用系统生成的店铺标志">
            <div className="sc-pics">
              <div className="sc-pic" style={{ borderRadius: '50%' }}>
                <img src={v.logo || logoUrl} alt="店铺Logo" width={84} height={84} />
              </div>
              <button type="button" className="sc-pic-add" onClick={() => setPicking(true)}>
                <span>＋</span>
                <span>{v.logo ? '更换' : '选择图片'}</span>
              </button>
              {v.logo && (
                <button type="button" className="sc-link sc-danger" onClick={() => set('logo', '')}>
                  恢复默认
                </button>
              )}
            </div>
          </FormRow>
          <FormRow label="店铺简介" htmlFor="sp-intro" error={errors.intro} help={`${v.intro.length}/${SHOP_INTRO_MAX}`}>
            <textarea
              id="sp-intro"
              maxLength={SHOP_INTRO_MAX}
              value={v.intro}
              placeholder="介绍一下你的店铺：主营什么、有什么特色"
              onChange={(e) => set('intro', e.target.value)}
            />
          </FormRow>
          {text('servicePhone', '客服电话', { max: 11, tel: true, placeholder: '买家在商品页联系你的电话' })}
        </div>
      </Panel>
      <Panel title="退货地址">
        <div className="sc-form">
          {text('returnName', '联系人', { max: 20 })}
          {text('returnPhone', '联系电话', { max: 11, tel: true })}
          <FormRow label="退货地址" htmlFor="sp-returnAddress" error={errors.returnAddress} help="买家申请退货退款时寄回的地址；未填写时不能同意退货">
            <textarea
              id="sp-returnAddress"
              maxLength={100}
              value={v.returnAddress}
              placeholder="省市区及详细地址"
              onChange={(e) => set('returnAddress', e.target.value)}
            />
          </FormRow>
        </div>
        <div className="sc-actions sc-sticky" style={{ marginTop: 12 }}>
          <button type="button" className="sc-btn sc-btn-primary" onClick={() => void save()}>
            保存
          </button>
        </div>
      </Panel>
      <ImagePicker open={picking} title="选择店铺Logo" max={1} onPick={(urls) => urls[0] && set('logo', urls[0])} onClose={() => setPicking(false)} />
    </div>
  );
}
