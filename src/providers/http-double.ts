/**
 * A test double of the console's HTTP client (http.ts's Http): every call throws "unexpected call <method>
 * <path>" unless the test gave an answer for it, so a component test states exactly the calls it expects.
 * Each call is recorded (method, path, options) for the test to assert what the component sent.
 *
 * @example
 * const server = httpDouble({ 'GET /calls/interception': { data: {...} }, 'POST /calls/interception': ({ body }) => ({ data: body }) });
 * render(<HttpProvider http={server.http}>…</HttpProvider>);
 * expect(server.calls.map((c) => c.request)).toContain('POST /calls/interception');
 */
import type { Http, RequestOptions } from './http';

/** The body answered, or a function of the request's options giving it (it may throw to fail the call). */
export type DoubleAnswer = unknown | ((options: RequestOptions) => unknown);

/** Answers by `'<METHOD> <path>'`, the path without its query (the query is in the recorded options). */
export type DoubleAnswers = Record<string, DoubleAnswer>;

export interface DoubleCall {
  /** '<METHOD> <path>' */
  request: string;
  options: RequestOptions;
}

export interface HttpDouble {
  http: Http;
  /** Every answered call, in order. */
  calls: DoubleCall[];
  /** Every call nobody answered (each also threw where it was made). */
  unexpected: string[];
  /** Answers added or replaced after rendering (the server's state moved on). */
  answer(more: DoubleAnswers): void;
}

export function httpDouble(initial: DoubleAnswers = {}): HttpDouble {
  const answers: DoubleAnswers = { ...initial };
  const calls: DoubleCall[] = [];
  const unexpected: string[] = [];
  const http = ((method: string, path: string, options: RequestOptions = {}) => {
    const request = `${method.toUpperCase()} ${path}`;
    if (!Object.hasOwn(answers, request)) {
      unexpected.push(request);
      throw new Error(`unexpected call ${request}`);
    }
    calls.push({ request, options });
    const answer = answers[request];
    return Promise.resolve().then(() => (typeof answer === 'function' ? answer(options) : structuredClone(answer)));
  }) as Http;
  return { http, calls, unexpected, answer: (more) => Object.assign(answers, more) };
}
