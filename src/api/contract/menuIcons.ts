/** The icons a menu entry may have: the glyph the sidebar draws (the menu editor's labels: settings.ts MENU_ICONS). */
export const MENU_ICON_GLYPHS: Record<string, string> = {
  service: '✦',
  data: '▤',
  class: '班',
  user: '学',
  exam: '考',
  check: '✓',
  money: '¥',
  chart: '▥',
  video: '▶',
  book: '课',
  setting: '⚙',
  track: '↻',
  org: '⌂',
  system: '☰',
  notice: '✉',
  star: '★',
};
