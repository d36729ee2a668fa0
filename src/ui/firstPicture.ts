/**
 * The loading of a picture: the one a page's first screen is measured by (its largest contentful paint)
 * is fetched first, and a page drawn into its HTML preloads it from the head (withPrerendered in
 * src/api/contract/prerender.ts); any other waits until it is near the screen. `fetchpriority` in lower
 * case because React 18 passes an attribute it does not know only so (fetchPriority is React 19's).
 */
export const pictureLoading = (first: boolean): Record<string, string> => (first ? { fetchpriority: 'high' } : { loading: 'lazy' });
