import { useNavigate } from 'react-router-dom';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import type { LiveSession } from '../../api/contract/shop.ts';

/** Covers visible without scrolling sideways at 390 px: loaded at once (they can be the largest paint). */
const EAGER = 3;

/** Horizontal strip of live rooms. */
export function LiveStrip({ list }: { list: LiveSession[] }) {
  const navigate = useNavigate();
  return (
    <div className="sp-hscroll">
      {list.map((l, i) => (
        <button type="button" key={l.id} className="sp-live-card" onClick={() => navigate(`/liveing?id=${l.id}`)}>
          <img src={l.cover} alt={l.title} loading={i < EAGER ? 'eager' : 'lazy'} width={140} height={187} />
          <span className="sp-live-tag">{l.live ? `直播中 ${l.viewers}人` : `预告 ${fmtDateTime(l.startsAt)}`}</span>
          <span className="sp-live-title">
            {l.title}
            <br />
            <small>{l.shopName}</small>
          </span>
        </button>
      ))}
    </div>
  );
}
