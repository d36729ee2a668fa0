import { useState } from 'react';
import { Link } from 'react-router-dom';
import { shopProfileForm } from '../../api/contract/resources/forms/seller.ts';
import { saveShopProfile, shopProfile } from '../../api/seller.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import RecordFormBody from '../../ui/resource/RecordFormBody.tsx';
import { useFormPage } from '../../ui/useFormPage.ts';
import { whenOpen } from '../../ui/whenOpen.tsx';
import { useLoad } from './common.tsx';

const ImagePicker = whenOpen(() => import('./ImagePicker.tsx'));

/** The logo: the one set, or the drawn one; picked from the shop's pictures (ImagePicker), or back to the drawn one. */
function LogoPicker({ value, drawn, onChange }: { value: unknown; drawn: string; onChange: (v: unknown) => void }) {
  const [picking, setPicking] = useState(false);
  const logo = typeof value === 'string' ? value : '';
  return (
    <div className="sc-pics">
      <div className="sc-pic" style={{ borderRadius: '50%' }}>
        <img src={logo || drawn} alt="店铺Logo" width={84} height={84} />
      </div>
      <button type="button" className="sc-pic-add" onClick={() => setPicking(true)}>
        <span>＋</span>
        <span>{logo ? '更换' : '选择图片'}</span>
      </button>
      {logo && (
        <button type="button" className="sc-link sc-danger" onClick={() => onChange(null)}>
          恢复默认
        </button>
      )}
      <ImagePicker open={picking} title="选择店铺Logo" max={1} onPick={(urls) => urls[0] && onChange(urls[0])} onClose={() => setPicking(false)} />
    </div>
  );
}

/** /seller/shopConfig: the shop's name, logo, introduction, service phone and return address (the form of shopProfileForm). */
export default function ShopConfigPage() {
  const formPage = useFormPage();
  const { data, loading, error, reload } = useLoad(shopProfile, []);
  return (
    <PageState loading={loading && !data} error={!data && error} onRetry={reload}>
      {data && (
        <div className="sc-page">
          <RecordFormBody
            key={data.id}
            {...formPage}
            resource={shopProfileForm}
            idPrefix="sp-"
            row={{ ...data, logo: data.logo || null }}
            title="店铺设置"
            sections={[
              {
                title: '基本信息',
                fields: ['name', 'logo', 'intro', 'servicePhone'],
                extra: (
                  <Link className="sc-link" to={`/shopHome?id=${data.id}`} target="_blank">
                    查看店铺首页 ›
                  </Link>
                ),
              },
              { title: '退货地址', fields: ['returnName', 'returnPhone', 'returnAddress'] },
            ]}
            fieldsOverride={{ logo: ({ value, onChange }) => <LogoPicker value={value} drawn={data.logoUrl} onChange={onChange} /> }}
            submits={[{ key: 'save', label: '保存', primary: true }]}
            onSubmit={async (v) => {
              const text = (s: string | null | undefined) => s ?? '';
              const input = {
                name: text(v.name),
                logo: text(v.logo),
                intro: text(v.intro),
                servicePhone: text(v.servicePhone),
                returnName: text(v.returnName),
                returnPhone: text(v.returnPhone),
                returnAddress: text(v.returnAddress),
              };
              const r = await act(() => saveShopProfile(input), { success: '保存成功', key: 'shop-profile' });
              if (r.ok) reload();
              return r.ok;
            }}
            onClose={() => undefined}
          />
        </div>
      )}
    </PageState>
  );
}
