/** What the server puts on window.__cyBoot in the HTML it answers (src/lib/bootData.ts reads it). */
export interface BootData {
  cookies: string;
  /** Answers keyed by api/firstData.ts callKey, asked with `token` ('' signed out). */
  answers?: { token: string; byCall: Record<string, unknown> };
  info?: { token: string; response: Promise<Response | null> };
  /** Databases index.html started opening, by name (storage/idb.ts). */
  idb?: Record<string, Promise<IDBDatabase>>;
}
