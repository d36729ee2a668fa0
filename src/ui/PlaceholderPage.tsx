import './ui.css';

/** The generic page for a route that a feature has not filled yet (see src/app/placeholders.ts). */
export default function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="ui-placeholder">
      <h2>{title}</h2>
      <p>本页面内容将在后续版本上线。</p>
    </section>
  );
}
