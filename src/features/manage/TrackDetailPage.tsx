import { Link, useSearchParams } from 'react-router-dom';
import { trackResource } from '../../api/contract/resources/tracking.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import PageState from '../../ui/PageState.tsx';

/** /manage/trackDetail?userId=: one learner's follow-up records, newest first, with 新增跟踪记录 for the institution and teachers. */
export default function TrackDetailPage() {
  const [params] = useSearchParams();
  const userId = Number(params.get('userId'));
  if (!Number.isInteger(userId) || userId <= 0)
    return (
      <PageState error={new Error('请从跟踪服务列表选择学员')}>
        <Link to="/manage/trackList">返回跟踪服务</Link>
      </PageState>
    );
  return (
    <ResourcePage
      resource={trackResource}
      title="跟踪详情"
      fixedQuery={{ userId }}
      intro={
        <p className="rs-intro">
          该学员的全部跟踪记录，按跟踪日期从新到旧。<Link to="/manage/trackList">返回跟踪服务</Link>
        </p>
      }
    />
  );
}
