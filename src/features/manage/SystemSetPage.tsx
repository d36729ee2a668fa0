import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import Button from 'antd-mobile/es/components/button';
import { subsidyRateResource } from '../../api/contract/resources/system.ts';
import type { Role } from '../../api/contract/roles.ts';
import { PLATFORM_SETTINGS, type PlatformSettings, SETTINGS_READERS, type SettingKey } from '../../api/contract/settings.ts';
import { platformSettings, savePlatformSettings } from '../../api/people.ts';
import { fenToYuan, yuanToFen } from '../../api/contract/money.ts';
import { session } from '../../state/session.ts';
import { act } from '../../ui/act.tsx';
import { useFieldChecks } from '../../lib/fieldChecks.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { FORM_SOURCE, useLoad } from '../../ui/useLoad.ts';
import './people.css';
import './settings.css';

const KEYS = Object.keys(PLATFORM_SETTINGS) as SettingKey[];

/** The typed text of each setting (coins in yuan-like units, the rest whole numbers). */
const toText = (s: PlatformSettings) =>
  Object.fromEntries(KEYS.map((k) => [k, PLATFORM_SETTINGS[k].fen ? fenToYuan(s[k]).replace(/\.00$/, '') : String(s[k])]));

/** The setting's value from its text, or the message the server would answer. */
function parse(key: SettingKey, text: string): { value: number } | { message: string } {
  const d = PLATFORM_SETTINGS[key];
  const range = `${d.label}应为${d.fen ? d.min / 100 : d.min}~${d.fen ? d.max / 100 : d.max}之间的${d.fen ? '数' : '整数'}`;
  const value = d.fen ? yuanToFen(text.trim()) : /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;
  if (value === null || value < d.min || value > d.max) return { message: range };
  return { value };
}

const messageOf = (key: SettingKey, text: string) => {
  const r = parse(key, text);
  return 'message' in r ? r.message : null;
};

function SettingsForm({ role }: { role: Role }) {
  const s = useLoad(() => platformSettings(role), [role], FORM_SOURCE);
  const [text, setText] = useState<Record<string, string>>({});
  const checks = useFieldChecks(() => Object.fromEntries(KEYS.map((k) => [k, messageOf(k, text[k] ?? '')])));
  const errors: Partial<Record<string, string>> = checks.errors;
  useEffect(() => {
    if (s.data) setText(toText(s.data.settings));
  }, [s.data]);
  const editable = !!s.data?.editable;
  const save = async () => {
    if (!checks.submit()) return;
    const out: Partial<PlatformSettings> = {};
    for (const k of KEYS) {
      const r = parse(k, text[k] ?? '');
      if ('value' in r) out[k] = r.value;
    }
    const r = await act(() => savePlatformSettings(role, out), { success: '保存成功', key: 'systemSet:save' });
    if (r.ok) s.setData(r.value);
  };
  return (
    <section className="mg-section" aria-labelledby="ss-platform">
      <h2 id="ss-platform">平台参数</h2>
      <PageState {...loadState(s)}>
        <form
          className="ss-form"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {KEYS.map((k) => {
            const d = PLATFORM_SETTINGS[k];
            return (
              <div key={k} className={`ss-field${errors[k] ? ' has-error' : ''}`}>
                <label htmlFor={`ss-${k}`}>{d.label}</label>
                <div className="ss-control">
                  <input
                    id={`ss-${k}`}
                    className="ss-input"
                    inputMode="decimal"
                    value={text[k] ?? ''}
                    readOnly={!editable}
                    aria-invalid={!!errors[k] || undefined}
                    aria-describedby={`ss-${k}-help`}
                    onChange={(e) => {
                      setText({ ...text, [k]: e.target.value });
                      checks.edited([k]);
                    }}
                  />
                  <span className="ss-unit">{d.unit}</span>
                </div>
                <small id={`ss-${k}-help`} className={errors[k] ? 'mg-bad' : 'mg-muted'} role={errors[k] ? 'alert' : undefined}>
                  {errors[k] ?? d.help}
                </small>
              </div>
            );
          })}
          {editable ? (
            <Button color="primary" type="submit" className="ss-save">
              保存设置
            </Button>
          ) : (
            <p className="mg-muted">平台参数由系统管理员设置，此处仅供查看。</p>
          )}
        </form>
      </PageState>
    </section>
  );
}

/**
 * /manage/systemSet: the platform settings (starting coins, pass marks, attendance threshold, season
 * length; the national admin changes them, other administrators read them) and the subsidy per
 * qualified trainee by class type and region.
 */
export default function SystemSetPage() {
  const role = useSnapshot(session).roles[0] as Role | undefined;
  if (!role) return null;
  if (!SETTINGS_READERS.includes(role))
    return (
      <div className="ss-page">
        <h1 className="ss-title">系统设置</h1>
        <PageState empty emptyText="您的角色无权访问该功能" />
      </div>
    );
  return (
    <div className="ss-page">
      <h1 className="ss-title">系统设置</h1>
      <SettingsForm role={role} />
      <ResourcePage
        resource={subsidyRateResource}
        title="补贴标准"
        cells={{ regionId: (row) => row.regionIdName ?? '全国' }}
        intro={<p className="mg-intro">补贴按“市级标准 → 省级标准 → 全国标准”的顺序取用：本市设置了的按本市，否则按所在省，再否则按全国标准。</p>}
      />
    </div>
  );
}
