import type { CSSProperties, ReactNode } from 'react';
import './cardPage.css';

/**
 * Full screen on phones, a centred card from 768 px: `head` on top (logo, title), then the content.
 * The sign-in pages and the 404 page use it.
 */
export default function CardPage({
  head,
  wide,
  style,
  cardStyle,
  children,
}: {
  head: ReactNode;
  wide?: boolean;
  style?: CSSProperties;
  cardStyle?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <main className="card-page" style={style}>
      <section className={wide ? 'card-page-card wide' : 'card-page-card'} style={cardStyle}>
        <header className="card-page-head">{head}</header>
        {children}
      </section>
    </main>
  );
}
