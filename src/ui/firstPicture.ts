/**
 * Spread on the picture a page's first screen is measured by (its largest contentful paint): the
 * browser fetches it first, and a page drawn into its HTML preloads it from the head
 * (withPrerendered in src/api/contract/prerender.ts). Written in lower case because React 18 passes
 * an attribute it does not know only so (fetchPriority is React 19's).
 */
export const FIRST_PICTURE: Record<string, string> = { fetchpriority: 'high' };
