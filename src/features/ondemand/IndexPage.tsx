import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import type { CourseCard } from '../../api/contract/learner.ts';
import { banners, classifications, courses } from '../../api/ondemand.ts';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { CourseTile, coverColour } from './common.tsx';

const PAGE = 12;

/** /ondemand/index: banners, classifications and the catalog with "load more" paging. */
export default function IndexPage() {
  const navigate = useNavigate();
  const cats = useLoad(classifications, []);
  const ads = useLoad(banners, []);
  const [cat, setCat] = useState(0);
  const [list, setList] = useState<CourseCard[]>([]);
  const [page, setPage] = useState(1);
  const [last, setLast] = useState(true);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(null);
    courses({ classificationId: cat || undefined, pageNum: page, pageSize: PAGE })
      .then((r) => live && (setList((l) => (page === 1 ? r.list : [...l, ...r.list])), setLast(r.isLastPage)))
      .catch((e) => live && setError(e))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [cat, page]);
  const choose = (id: number) => {
    setCat(id);
    setPage(1);
  };
  return (
    <div className="od-page">
      <form
        className="od-search"
        role="search"
        onSubmit={(e) => (e.preventDefault(), navigate(`/ondemand/coursesearch?keyword=${encodeURIComponent(keyword.trim())}`))}
      >
        <input
          className="ln-input"
          type="search"
          placeholder="搜索课程、讲师"
          aria-label="搜索课程"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <Button color="primary" type="submit">
          搜索
        </Button>
      </form>
      {!!ads.data?.length && (
        <section className="od-banner" aria-label="推荐课程">
          {ads.data.map((b) => {
            const style = { background: b.image ? `center / cover url(${JSON.stringify(b.image)})` : coverColour(b.id + 3) };
            // a banner whose course was deleted stays a picture with its title, not a link to nothing
            return b.courseId === null ? (
              <div key={b.id} className="od-banner-item" style={style}>
                {b.title}
              </div>
            ) : (
              <Link key={b.id} className="od-banner-item" to={`/ondemand/courseplay?courseId=${b.courseId}`} style={style}>
                {b.title}
              </Link>
            );
          })}
        </section>
      )}
      <div className="od-cats" role="tablist" aria-label="课程分类">
        <button type="button" role="tab" aria-selected={cat === 0} className={cat === 0 ? 'on' : ''} onClick={() => choose(0)}>
          全部
        </button>
        {cats.data?.map((c) => (
          <button key={c.id} type="button" role="tab" aria-selected={cat === c.id} className={cat === c.id ? 'on' : ''} onClick={() => choose(c.id)}>
            {c.name}（{c.courseCount}）
          </button>
        ))}
      </div>
      <PageState
        loading={loading && page === 1}
        error={error && !list.length ? error : null}
        onRetry={() => setPage(1)}
        empty={!loading && !list.length}
        emptyText="该分类暂无课程"
      >
        <div className="od-grid">
          {list.map((c) => (
            <CourseTile key={c.courseId} c={c} />
          ))}
        </div>
        {!last && (
          <Button block loading={loading} onClick={() => setPage((p) => p + 1)} style={{ marginTop: 12 }}>
            加载更多
          </Button>
        )}
      </PageState>
    </div>
  );
}
