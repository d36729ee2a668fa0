import type { CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import type { LiveSession } from '../../api/contract/shop.ts';

/** Covers visible without scrolling sideways at 390 px: loaded at once where the strip is in the first screen. */
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

/**
 * Horizontal strip of live rooms. `inFirstScreen` (the mall's home): its first covers are asked at once;
 * elsewhere (a shop's home, below its products) an eager cover took bandwidth from the first picture.
 */
export function LiveStrip({ list, inFirstScreen = false }: { list: LiveSession[]; inFirstScreen?: boolean }) {
  return (
    <div className="sp-hscroll">
      {list.map((l, i) => (
        <LiveCard key={l.id} l={l} width={140} height={187} eager={inFirstScreen && i < EAGER} />
      ))}
    </div>
  );
}
