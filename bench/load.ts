/** One load run with autocannon: requests per second and latency percentiles (ms). */
import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'PUT' | 'PATCH' | 'POST';
  path: string;
  token?: string;
  /** A fresh JSON body per request (unique logins), or one body for all. */
  body?: () => unknown;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers that were not 2xx, plus connection errors and timeouts: a figure with failures is not a figure. */
  failures: number;
}

export async function load(baseUrl: string, request: LoadRequest, connections: number, seconds: number): Promise<LoadResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: request.method,
        path: request.path,
        headers,
        setupRequest: (req) => (request.body ? { ...req, body: JSON.stringify(request.body()) } : req),
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
