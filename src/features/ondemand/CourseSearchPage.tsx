import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { courses } from '../../api/ondemand.ts';
import PageState from '../../ui/PageState.tsx';
import { Pager } from '../../ui/study.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { CourseTile } from './common.tsx';

/** /ondemand/coursesearch?keyword=&page=: search by title, intro or teacher, paged. */
export default function CourseSearchPage() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(keyword);
  const r = useLoad(() => courses({ keyword: keyword || undefined, pageNum: page, pageSize: 12 }), [keyword, page]);
  return (
    <div className="od-page">
      <form className="od-search" role="search" onSubmit={(e) => (e.preventDefault(), setParams({ keyword: text.trim() }))}>
        <input className="ln-input" type="search" placeholder="搜索课程、讲师" aria-label="搜索课程" value={text} onChange={(e) => setText(e.target.value)} />
        <Button color="primary" type="submit">
          搜索
        </Button>
      </form>
      {r.data && (
        <p className="ln-muted" style={{ margin: 0 }}>
          {keyword ? `“${keyword}” ` : ''}共找到 {r.data.total} 门课程
        </p>
      )}
      <PageState
        loading={r.loading && !r.data}
        error={!r.data && r.error}
        onRetry={r.reload}
        empty={!!r.data && !r.data.list.length}
        emptyText="没有找到相关课程"
      >
        <div className="od-grid">
          {r.data?.list.map((c) => (
            <CourseTile key={c.courseId} c={c} />
          ))}
        </div>
        {r.data && (
          <Pager page={page} pages={Math.max(1, Math.ceil(r.data.total / r.data.pageSize))} onChange={(p) => setParams({ keyword, page: String(p) })} />
        )}
      </PageState>
    </div>
  );
}
