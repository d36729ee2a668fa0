import Skeleton from 'antd-mobile/es/components/skeleton';
import './commerce.css';

/** Skeleton tiles while a product grid loads. */
export function GridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="sp-grid" role="status" aria-busy="true" aria-label="加载中">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="sp-tile">
          <Skeleton animated className="sp-skel-img" />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}
