/**
 * The Prometheus metrics over real HTTP, on both databases: who may read GET /metrics, a request counter that
 * moves with requests, route labels that stay route patterns after a thousand distinct ids and unknown paths,
 * and the Web metrics history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

const SCRAPER = 'scraper-token-for-tests';
const PROXY_SECRET = 'proxy-secret-for-tests';

/** The value of one series line, e.g. `http_request_duration_seconds_count{method="GET",route="…",status="200"}`. */
function valueOf(text: string, name: string, labels: Record<string, string>) {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((label) => l.includes(label)));
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
}

describe.each(DIALECTS)('metrics on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const scrape = async () => {
    const answer = await server.request('GET', '/metrics', { headers: { authorization: `Bearer ${SCRAPER}` } });
    expect(answer.status).toBe(200);
    return answer.body as string;
  };

  beforeAll(async () => {
    server = await startServer(dialect, { config: { metrics: { enabled: true, token: SCRAPER, sampleMs: 60_000 }, telephony: { proxySecret: PROXY_SECRET } } });
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  it('is read with the scraper token or by a user with system_info.view; anyone else is refused in the error shape', async () => {
    const anonymous = await server.request('GET', '/metrics');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('not_authorized');
    expect((await server.request('GET', '/metrics', { headers: { authorization: `Bearer ${SCRAPER}x` } })).status).toBe(401);
    const resident = await server.request('GET', '/metrics', { token: await server.login('resident1') });
    expect(resident.status).toBe(403);
    expect(resident.body.error.code).toBe('prohibited');
    const byAdmin = await server.request('GET', '/metrics', { token: admin });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.headers.get('content-type')).toContain('text/plain');
    const text = await scrape();
    for (const name of ['process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'db_query_duration_seconds_count', 'live_connections', 'devices_online', 'device_task_queue', 'sip_calls_active']) {
      expect(text, name).toContain(`\n${name}`);
    }
  });

  it('counts requests by route family, and database queries', async () => {
    const labels = { method: 'GET', route: '/api/v0/groups/items', status: '200' };
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await server.request('GET', '/groups/items', { token: admin })).status).toBe(200);
    const after = await scrape();
    expect(valueOf(after, 'http_request_duration_seconds_count', labels) - valueOf(before, 'http_request_duration_seconds_count', labels)).toBe(3);
    expect(valueOf(after, 'db_query_duration_seconds_count', { kind: 'select', outcome: 'ok' })).toBeGreaterThan(valueOf(before, 'db_query_duration_seconds_count', { kind: 'select', outcome: 'ok' }));
  });

  it("counts the SIP proxy's digest checks by outcome", async () => {
    const outcome = { outcome: 'unknown_number' };
    const before = valueOf(await scrape(), 'sip_registration_checks_total', outcome);
    const asked = await server.request('POST', '/sip-proxy/numbers/99999999/ha1', { headers: { 'x-sip-proxy-secret': PROXY_SECRET }, body: { realm: 'console', ip: '127.0.0.1' } });
    expect(asked.status).toBe(404);
    expect(valueOf(await scrape(), 'sip_registration_checks_total', outcome) - before).toBe(1);
  });

  it('keeps route patterns as labels after 1,000 distinct ids and unknown paths', async () => {
    const ids = Array.from({ length: 1000 }, (_, i) => 900_000 + i);
    for (let start = 0; start < ids.length; start += 50) {
      await Promise.all(ids.slice(start, start + 50).map((id, n) => server.request('GET', n % 2 ? `/users/${id}` : `/no-such-thing-${id}`, { token: admin })));
    }
    const text = await scrape();
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]));
    expect([...routes].filter((route) => /\d{6}/.test(route))).toEqual([]);
    expect(routes.has('/api/v0/users/:id')).toBe(true);
    expect(routes.has('unmatched')).toBe(true);
    expect(routes.size).toBeLessThan(40);
    expect(valueOf(text, 'http_request_errors_total', { route: '/api/v0/users/:id', status: '404' })).toBeGreaterThanOrEqual(500);
  });

  it('gives the Web metrics screen its history, to system_info.view only', async () => {
    expect((await server.request('GET', '/system/metrics', { token: await server.login('resident1') })).status).toBe(403);
    const answer = await server.request('GET', '/system/metrics', { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.data.points.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(answer.body.data.points[0].values)).toContain('requests');
  });
});

describe('metrics turned off', () => {
  it('measures nothing and has no route', async () => {
    const server = await startServer('sqlite', { demo: false, config: { metrics: { enabled: false, token: SCRAPER } } });
    try {
      expect((await server.request('GET', '/metrics', { headers: { authorization: `Bearer ${SCRAPER}` } })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
