/** A positive integer query parameter, or null. */
export function numParam(sp: URLSearchParams, name: string): number | null {
  const v = Number(sp.get(name));
  return Number.isInteger(v) && v > 0 ? v : null;
}
