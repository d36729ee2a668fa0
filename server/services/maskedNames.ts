/** Masks a name like 张*三 / zb***01 so a live room (and an anchor's screen) never shows full names. */
export function maskName(name: string): string {
  const s = [...name];
  if (s.length <= 1) return name;
  if (s.length === 2) return `${s[0]}*`;
  return `${s[0]}${'*'.repeat(Math.min(3, s.length - 2))}${s[s.length - 1]}`;
}
