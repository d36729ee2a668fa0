import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DECOR_LIMITS, DECOR_THEMES } from '../../api/contract/seller.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import { whenOpen } from '../../ui/whenOpen.tsx';
import { FormRow, Panel } from './common.tsx';
import { PhonePreview, useDecorEditor } from './decorEditor.tsx';

const ImagePicker = whenOpen(() => import('./ImagePicker.tsx'));

/**
 * /seller/myShopDesign: the shop's look — its colour theme and its sign (店招: a header picture and a
 * slogan) — with the live preview. The blocks below the sign are arranged on /seller/shopTrim.
 */
export default function MyShopDesignPage() {
  const ed = useDecorEditor();
  const [picking, setPicking] = useState(false);
  const decor = ed.decor;
  return (
    <PageState {...loadState(ed)}>
      {ed.data && decor && (
        <div className="sc-editor">
          <div className="sc-page">
            <Panel title="店铺风格" extra={<small>主题色用于店招、标题和价格</small>}>
              <div className="sc-themes" role="radiogroup" aria-label="店铺风格">
                {DECOR_THEMES.map((t) => (
                  <button
                    key={t.key}
                    type="button"
                    role="radio"
                    aria-checked={decor.theme === t.key}
                    className={`sc-theme${decor.theme === t.key ? ' is-on' : ''}`}
                    onClick={() => ed.update((d) => ({ ...d, theme: t.key }))}
                  >
                    <i style={{ background: t.color }} />
                    {t.label}
                  </button>
                ))}
              </div>
            </Panel>
            <Panel title="店招">
              <div className="sc-form">
                <FormRow label="店招背景" help="建议尺寸 750×200；不设置时使用主题色。可从「网站资源」加入现成的店招背景。">
                  <div className="sc-row">
                    {decor.sign.image && <img src={decor.sign.image} alt="店招背景" width={180} height={48} style={{ borderRadius: 4, objectFit: 'cover' }} />}
                    <button type="button" className="sc-btn sc-btn-small" onClick={() => setPicking(true)}>
                      {decor.sign.image ? '更换' : '选择图片'}
                    </button>
                    {decor.sign.image && (
                      <button type="button" className="sc-link sc-danger" onClick={() => ed.update((d) => ({ ...d, sign: { ...d.sign, image: null } }))}>
                        使用主题色
                      </button>
                    )}
                  </div>
                </FormRow>
                <FormRow label="店招标语" htmlFor="sign-slogan" help={`${decor.sign.slogan.length}/${DECOR_LIMITS.slogan}`}>
                  <input
                    id="sign-slogan"
                    type="text"
                    maxLength={DECOR_LIMITS.slogan}
                    value={decor.sign.slogan}
                    placeholder="一句话介绍你的店铺，如：产地直发 新鲜到家"
                    onChange={(e) => ed.update((d) => ({ ...d, sign: { ...d.sign, slogan: e.target.value } }))}
                  />
                </FormRow>
              </div>
              <div className="sc-actions sc-sticky" style={{ marginTop: 12 }}>
                {ed.dirty && (
                  <span className="sc-muted" style={{ alignSelf: 'center' }}>
                    有未发布的修改
                  </span>
                )}
                <Link className="sc-btn" to="/seller/shopTrim">
                  编辑首页模块
                </Link>
                <button type="button" className="sc-btn sc-btn-primary" onClick={() => void ed.publish()}>
                  发布
                </button>
              </div>
            </Panel>
          </div>
          <div className="sc-preview-col">
            <PhonePreview state={ed.data} decor={decor} products={ed.products} />
          </div>
          <ImagePicker
            open={picking}
            title="选择店招背景"
            max={1}
            onPick={(urls) => urls[0] && ed.update((d) => ({ ...d, sign: { ...d.sign, image: urls[0]! } }))}
            onClose={() => setPicking(false)}
          />
        </div>
      )}
    </PageState>
  );
}
