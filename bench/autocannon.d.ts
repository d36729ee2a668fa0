declare module 'autocannon' {
  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
  }
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
