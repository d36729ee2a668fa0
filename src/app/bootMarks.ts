/**
 * Performance marks of the first load (cy:entry, cy:session, cy:chunks, cy:data, cy:route-ready),
 * read by the bench (bench/offline.ts) to tell where a slow start went. A mark costs microseconds.
 */
export function bootMark(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(`cy:${name}`);
}
