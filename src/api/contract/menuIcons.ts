/** The icons a menu entry may have (the sidebar draws the glyph). */
export const MENU_ICONS: Record<string, { label: string; glyph: string }> = {
  service: { label: '服务', glyph: '✦' },
  data: { label: '数据', glyph: '▤' },
  class: { label: '班级', glyph: '班' },
  user: { label: '学员', glyph: '学' },
  exam: { label: '考试', glyph: '考' },
  check: { label: '考勤', glyph: '✓' },
  money: { label: '补贴', glyph: '¥' },
  chart: { label: '报表', glyph: '▥' },
  video: { label: '视频', glyph: '▶' },
  book: { label: '课程', glyph: '课' },
  setting: { label: '规则', glyph: '⚙' },
  track: { label: '跟踪', glyph: '↻' },
  org: { label: '组织', glyph: '⌂' },
  system: { label: '系统', glyph: '☰' },
  notice: { label: '通知', glyph: '✉' },
  star: { label: '重点', glyph: '★' },
};
