/**
 * The metrics' cost (issue 36, docs/metrics.md): the users list (a page of 25 sorted by name) against the product
 * server with metrics on and a second one on the same database with METRICS=off, in turns (on, off, on, off…) so
 * a drifting machine weighs on both alike; each side's figure is its best turn.
 */
import { ADMIN_PASSWORD } from './seed';
import { signIn } from './api';
import { type LoadResult, load } from './load';

export interface MetricsOverhead {
  connections: number;
  on: LoadResult;
  off: LoadResult;
}

const LIST = '/api/v0/users/items?page=1&size=25&sort=name';

export async function measureMetricsOverhead(onUrl: string, offUrl: string, connections: number, seconds: number, turns: number): Promise<MetricsOverhead> {
  const request = async (url: string) => ({ method: 'GET' as const, path: LIST, token: await signIn(url, 'admin', ADMIN_PASSWORD) });
  const [on, off] = [await request(onUrl), await request(offUrl)];
  await load(onUrl, on, connections, 1);
  await load(offUrl, off, connections, 1);
  const best = (results: LoadResult[]) => results.reduce((a, b) => (b.rps > a.rps ? b : a));
  const results = { on: [] as LoadResult[], off: [] as LoadResult[] };
  for (let turn = 0; turn < turns; turn++) {
    results.on.push(await load(onUrl, on, connections, seconds));
    results.off.push(await load(offUrl, off, connections, seconds));
  }
  return { connections, on: best(results.on), off: best(results.off) };
}
