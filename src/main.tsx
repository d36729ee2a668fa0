import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd-mobile/es/global';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { AppRouterView, createAppRouter } from './app/router.tsx';
import { registerServiceWorker } from './pwa/register.ts';
import { UpdatePrompt, OfflineBanner } from './pwa/PwaUi.tsx';
import { trackOnline } from './pwa/state.ts';
import { afterFirstPaint } from './lib/idle.ts';
import { bootMark } from './app/bootMarks.ts';
import { pressEnded, takeOver } from './lib/takeover.ts';
import { rememberBreakpoint } from './ui/useBreakpoint.ts';
import { warmHttp } from './api/http.ts';
// Shows the API layer's spec §8 messages (it registers itself with src/api/http.ts).
import './ui/toast.ts';
import './ui/global.css';

bootMark('entry');
trackOnline();
const router = createAppRouter();

// The first render waits for the first route's loader (session, guard, chunks, first data): one
// complete render in one task, not a fallback and then the page in time slices. Until then what
// index.html holds stays: its loading state, or the page the server drew into it (then taken over).
void router.ready.then(async () => {
  bootMark('route-ready');
  // a press begun on a drawn page ends on it first (src/lib/takeover.ts)
  await pressEnded();
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  takeOver(container, () =>
    root.render(
      <StrictMode>
        <ConfigProvider locale={zhCN}>
          <OfflineBanner />
          <AppRouterView router={router} />
          <UpdatePrompt />
        </ConfigProvider>
      </StrictMode>,
    ),
  );
  // Nothing on screen needs the service worker or the HTTP client yet: they come once the page is up.
  afterFirstPaint(() => {
    void registerServiceWorker();
    rememberBreakpoint();
    warmHttp();
  });
});
