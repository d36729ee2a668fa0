import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import { loadFailureText } from '../api/failure.ts';
import './ui.css';

export interface PageStateProps {
  loading?: boolean;
  error?: unknown;
  empty?: boolean;
  emptyText?: string;
  onRetry?: () => void;
  children?: ReactNode;
}

/**
 * PageState's props for a load (useLoad, a list controller): the spinner only until the first answer,
 * the failure only while there is nothing to show (a reload that fails keeps what is shown).
 */
export const loadState = (load: { loading: boolean; error: unknown; data: unknown; reload: () => void }) => ({
  loading: load.loading && !load.data,
  error: !load.data && load.error,
  onRetry: load.reload,
});

/** Loading, error and empty states shared by every page; renders children when none applies. Plain markup: it is on the first screen. */
export default function PageState({ loading, error, empty, emptyText = '暂无数据', onRetry, children }: PageStateProps) {
  if (loading) {
    return (
      <div className="ui-state" role="status" aria-live="polite">
        <span className="ui-spinner" aria-hidden="true" />
        <span>加载中…</span>
      </div>
    );
  }
  if (error) {
    const msg = loadFailureText(error);
    return (
      <div className="ui-state" role="alert">
        <span className="ui-state-icon" aria-hidden="true">
          ⚠
        </span>
        <p className="ui-state-title">加载失败</p>
        <p className="ui-state-desc">{msg}</p>
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
        <span className="ui-state-icon" aria-hidden="true">
          ∅
        </span>
        <p className="ui-state-desc">{emptyText}</p>
      </div>
    );
  }
  return <>{children}</>;
}
