import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Places } from '../../api/contract/places.ts';
import { refreshPlaces, session } from '../../state/session.ts';
import { doorsAt, doorUser } from './doors.ts';
import './doors.css';

/** Places asked for within this long (the sign-in itself) are not asked again on mounting. */
const PLACES_MAX_AGE_MS = 5000;
const COLOURS = ['#ff6a00', '#0f63e6', '#13a8a8', '#eb2f96', '#722ed1', '#52c41a'];

/**
 * The doors of the route tables as cards (src/ui/doors/doors.ts): every area this user may enter from here,
 * other than the page's own, with a line on what it is for. The learner's landing page and the class
 * page show them; asking the server where the user's work is again keeps them current (a shop opened,
 * a class joined) — unless the page asks itself (`refresh={false}`).
 */
export default function DoorCards({ title = '常用入口', refresh = true }: { title?: string; refresh?: boolean }) {
  const s = useSnapshot(session);
  const { pathname } = useLocation();
  useEffect(() => {
    if (refresh) void refreshPlaces(PLACES_MAX_AGE_MS);
  }, [refresh]);
  const doors = doorsAt(pathname, doorUser(s.roles[0], s.classType, s.places as Places | null)).filter((d) => d.hint);
  if (!doors.length) return null;
  return (
    <section className="door-cards" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {doors.map((d, i) => (
          <li key={d.id}>
            <Link to={d.to} className="door-card">
              <span className="door-icon" style={{ background: COLOURS[i % COLOURS.length] }} aria-hidden>
                {d.label.slice(0, 1)}
              </span>
              <span className="door-text">
                <strong>{d.label}</strong>
                <small>{d.hint}</small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
