// autocannon ships no types and @types/autocannon is not a dependency: just the part the bench uses.
declare module "autocannon" {
  type Histogram = { mean: number; p50: number; p90: number; p99: number; max: number };
  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** A fixed number of requests; duration is ignored when set. */
    amount?: number;
    requests?: Array<
      Request & {
        setupRequest?: (
          req: Request & { headers: Record<string, string> },
          context: Record<string, unknown>,
        ) => Request;
        onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
      }
    >;
  };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  };
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
