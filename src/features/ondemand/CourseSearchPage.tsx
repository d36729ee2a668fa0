import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { courses } from '../../api/ondemand.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import { CourseTile } from './common.tsx';

/** /ondemand/coursesearch?keyword=: search by title, intro or teacher, twelve at a time (load more). */
export default function CourseSearchPage() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const [text, setText] = useState(keyword);
  const list = useListController({
    load: (q) => courses({ keyword: keyword || undefined, pageNum: q.pageNum, pageSize: q.pageSize }),
    accumulate: true,
    pageSize: 12,
    fixed: { keyword },
    rowKey: (c) => c.courseId,
  });
  return (
    <div className="od-page">
      <form className="od-search" role="search" onSubmit={(e) => (e.preventDefault(), setParams({ keyword: text.trim() }))}>
        <input className="ln-input" type="search" placeholder="搜索课程、讲师" aria-label="搜索课程" value={text} onChange={(e) => setText(e.target.value)} />
        <Button color="primary" type="submit">
          搜索
        </Button>
      </form>
      {list.page && (
        <p className="ln-muted" style={{ margin: 0 }}>
          {keyword ? `“${keyword}” ` : ''}共找到 {list.page.total} 门课程
        </p>
      )}
      <ListView list={list} emptyText="没有找到相关课程">
        {(rows) => (
          <div className="od-grid">
            {rows.map((c) => (
              <CourseTile key={c.courseId} c={c} />
            ))}
          </div>
        )}
      </ListView>
    </div>
  );
}
