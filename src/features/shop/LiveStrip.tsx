import type { CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import type { LiveSession } from '../../api/contract/shop.ts';

/** Covers visible without scrolling sideways at 390 px: loaded at once (they can be the largest paint). */
const EAGER = 3;

/** One live room's card: cover, 直播中 with its viewers or 预告 with the time, title and shop; it opens the room. */
export function LiveCard({
  l,
  width,
  height,
  eager = false,
  style,
}: {
  l: LiveSession;
  width: number;
  height: number;
  eager?: boolean;
  style?: CSSProperties;
}) {
  const navigate = useNavigate();
  return (
    <button type="button" className="sp-live-card" style={style} onClick={() => navigate(`/liveing?id=${l.id}`)}>
      <img src={l.cover} alt={l.title} loading={eager ? 'eager' : 'lazy'} width={width} height={height} />
      <span className="sp-live-tag">{l.live ? `直播中 ${l.viewers}人` : `预告 ${fmtDateTime(l.startsAt)}`}</span>
      <span className="sp-live-title">
        {l.title}
        <br />
        <small>{l.shopName}</small>
      </span>
    </button>
  );
}

/** Horizontal strip of live rooms. */
export function LiveStrip({ list }: { list: LiveSession[] }) {
  return (
    <div className="sp-hscroll">
      {list.map((l, i) => (
        <LiveCard key={l.id} l={l} width={140} height={187} eager={i < EAGER} />
      ))}
    </div>
  );
}
