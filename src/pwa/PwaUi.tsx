import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import Button from 'antd-mobile/es/components/button';
import { applyUpdate } from './register.ts';
import { pwaState } from './state.ts';
import { installState, promptInstall } from './install.ts';
import './pwa.css';

// The guide's popup (and its animation library) loads only when someone opens it.
const IosInstallGuide = lazy(() => import('./IosInstallGuide.tsx'));

/**
 * 新版本可用 · 刷新: a bar that never blocks the page; nothing reloads until the user taps 刷新
 * (a half-filled form is never thrown away).
 */
export function UpdatePrompt() {
  const { needRefresh } = useSnapshot(pwaState);
  const [later, setLater] = useState(false);
  if (!needRefresh || later) return null;
  return (
    <div className="pwa-update" role="status" aria-live="polite" data-testid="update-prompt">
      <span>新版本可用</span>
      <Button size="mini" color="primary" onClick={() => applyUpdate()}>
        刷新
      </Button>
      <Button size="mini" fill="none" onClick={() => setLater(true)}>
        稍后
      </Button>
    </div>
  );
}

/** Says the app is offline and what still works. */
export function OfflineBanner() {
  const { offline } = useSnapshot(pwaState);
  if (!offline) return null;
  return (
    <div className="pwa-offline" role="status" aria-live="polite" data-testid="offline-banner">
      当前处于离线状态：页面显示已缓存的内容，提交、刷新和未打开过的页面需要联网。
    </div>
  );
}

/** 安装应用 where the browser offers it; on iOS Safari a short 分享 → 添加到主屏幕 guide. */
export function InstallButton({ className }: { className?: string }) {
  const { canPrompt, installed, ios } = useSnapshot(installState);
  const [guide, setGuide] = useState(false);
  if (installed || (!canPrompt && !ios)) return null;
  return (
    <>
      <Button className={className} size="mini" color="primary" fill="outline" onClick={() => (canPrompt ? void promptInstall() : setGuide(true))}>
        安装应用
      </Button>
      {guide && (
        <Suspense fallback={null}>
          <IosInstallGuide onClose={() => setGuide(false)} />
        </Suspense>
      )}
    </>
  );
}
