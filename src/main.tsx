import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import 'antd-mobile/es/global';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { createAppRouter } from './app/router.tsx';
import { registerServiceWorker, UpdatePrompt, OfflineBanner } from './pwa/register.ts';
import './ui/global.css';

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN}>
      <OfflineBanner />
      <RouterProvider router={router} />
      <UpdatePrompt />
    </ConfigProvider>
  </StrictMode>,
);

registerServiceWorker();
