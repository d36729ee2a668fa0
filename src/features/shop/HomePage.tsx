import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { afterFirstPaint } from '../../lib/idle.ts';
import SearchBar from 'antd-mobile/es/components/search-bar';
import Carousel from '../../ui/Carousel.tsx';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { mallHome, peekMallHome } from '../../api/shop.ts';
import PageState from '../../ui/PageState.tsx';
import { GridSkeleton, OfflineNote, ProductGrid, Section, useLoad, useOnline } from './common.tsx';
import { LiveStrip } from './LiveStrip.tsx';
import CategoryIcon from './CategoryIcon.tsx';
import { pictureLoading } from '../../ui/firstPicture.ts';

/** False until the first frame is on screen and the browser idle: what can wait for that. */
function usePainted() {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return painted;
}

/** /home: search, banners, category grid, recommended, new products, live now. */
export default function HomePage() {
  const navigate = useNavigate();
  const online = useOnline();
  const { data, loading, error, reload } = useLoad(mallHome, [], { initial: peekMallHome });
  const painted = usePainted();
  const search = (v: string) => navigate(`/productList?keyword=${encodeURIComponent(v.trim())}`);
  return (
    <div className="sp-page">
      <SearchBar placeholder="搜索商品" onSearch={search} style={{ '--background': '#fff' }} />
      {!online && <OfflineNote />}
      {loading && !data ? (
        <>
          <Skeleton animated className="sp-skel-img" style={{ marginTop: 8, '--height': '140px' } as React.CSSProperties} />
          <GridSkeleton count={6} />
        </>
      ) : (
        <PageState error={!data && error} onRetry={reload}>
          {data && (
            <>
              <div className="sp-banner" style={{ marginTop: 8 }}>
                <Carousel autoplayMs={4000} label="活动横幅">
                  {data.banners.map((b, i) => (
                    <button type="button" key={b.id} className="sp-banner-item" onClick={() => navigate(b.link)}>
                      {/* the first is the page's largest picture; the others are asked once the page is up (before it, they took the first one's bandwidth) */}
                      {i === 0 || painted ? (
                        <img src={b.image} alt="" width={750} height={300} {...pictureLoading(i === 0)} />
                      ) : (
                        <span className="sp-banner-wait" />
                      )}
                      <span className="sp-banner-title">{b.title}</span>
                    </button>
                  ))}
                </Carousel>
              </div>
              <Section title="商品分类">
                <div className="sp-cats">
                  {data.categories.map((c) => (
                    <button type="button" key={c.id} className="sp-cat" onClick={() => navigate(`/productList?categoryId=${c.id}`)}>
                      <span className="sp-cat-icon" aria-hidden>
                        <CategoryIcon name={c.icon} />
                      </span>
                      {c.name}
                    </button>
                  ))}
                </div>
              </Section>
              {data.live.length > 0 && (
                <Section title="正在直播" more={{ to: '/liveingList', label: '更多直播 ›' }}>
                  <LiveStrip list={data.live} inFirstScreen />
                </Section>
              )}
              <Section title="为你推荐" more={{ to: '/productList?sort=sales', label: '查看更多 ›' }}>
                <ProductGrid list={data.recommended} />
              </Section>
              <Section title="新品上架" more={{ to: '/productList?sort=newest', label: '查看更多 ›' }}>
                <ProductGrid list={data.newest} />
              </Section>
              <Section title="逛逛店铺" more={{ to: '/shopList', label: '全部店铺 ›' }}>
                <span className="sp-muted">来自各期学员的模拟店铺</span>
              </Section>
            </>
          )}
        </PageState>
      )}
    </div>
  );
}
