import autocannon from 'autocannon';

export interface LoadResult {
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

/**
 * Requests/s and latency percentiles of one GET under N connections for a duration, after a 3 s
 * warm-up that is not counted (JIT compilation and connection set-up are not steady state).
 */
export async function loadTest(url: string, headers: Record<string, string>, connections = 50, duration = 10): Promise<LoadResult> {
  await autocannon({ url, headers, connections, duration: 3 });
  const result = await autocannon({ url, headers, connections, duration });
  return {
    url: new URL(url).pathname + new URL(url).search,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}
