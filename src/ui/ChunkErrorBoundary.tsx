import { Component, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import './ui.css';

interface Props {
  children: ReactNode;
  /** Called by 重试; it should give the children a fresh chance to load (e.g. a new lazy import). */
  onRetry?: () => void;
}

interface State {
  error: unknown;
}

/** A chunk that fails to load (new deployment, offline) shows a Chinese error screen with a retry, never a blank page. */
export class ChunkErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  retry = () => {
    this.setState({ error: null });
    if (this.props.onRetry) this.props.onRetry();
    else window.location.reload();
  };

  render() {
    if (!this.state.error) return this.props.children;
    return <ChunkErrorScreen onRetry={this.retry} />;
  }
}

export function ChunkErrorScreen({ onRetry }: { onRetry: () => void }) {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <div className="ui-state ui-chunk-error" role="alert">
      <span className="ui-state-icon" aria-hidden="true">
        ⚠
      </span>
      <p className="ui-state-title">页面加载失败</p>
      <p className="ui-state-desc">{offline ? '网络已断开，请检查网络后重试' : '页面资源加载失败，可能是网络异常或系统已更新，请重试'}</p>
      <Button color="primary" onClick={onRetry}>
        重试
      </Button>
    </div>
  );
}

export default ChunkErrorBoundary;
