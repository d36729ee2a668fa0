import type { ReactNode } from 'react';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Button from 'antd-mobile/es/components/button';
import './ui.css';

export interface PageStateProps {
  loading?: boolean;
  error?: unknown;
  empty?: boolean;
  emptyText?: string;
  onRetry?: () => void;
  children?: ReactNode;
}

/** Loading, error and empty states shared by every page; renders children when none applies. */
export default function PageState({ loading, error, empty, emptyText = '暂无数据', onRetry, children }: PageStateProps) {
  if (loading) {
    return (
      <div className="ui-state" role="status" aria-live="polite">
        <SpinLoading color="primary" />
        <span>加载中…</span>
      </div>
    );
  }
  if (error) {
    const msg = error instanceof Error && error.message ? error.message : '加载失败，请稍后重试';
    return (
      <div className="ui-state" role="alert">
        <ErrorBlock status="default" title="加载失败" description={msg} />
        {onRetry && (
          <Button color="primary" size="small" onClick={onRetry}>
            重试
          </Button>
        )}
      </div>
    );
  }
  if (empty) {
    return (
      <div className="ui-state">
        <ErrorBlock status="empty" title={emptyText} description="" />
      </div>
    );
  }
  return <>{children}</>;
}
