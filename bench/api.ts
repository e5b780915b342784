/**
 * The API rows: each request against the product's server, and the list rows also against the baseline,
 * at each connection count. Signs in first (admin and the one-building administrator).
 */
import { isDeepStrictEqual } from 'node:util';
import type { Estate } from './seed';
import { ADMIN_PASSWORD, BENCH_PASSWORD, SCOPED_LOGIN } from './seed';
import { type LoadRequest, type LoadResult, load } from './load';

export interface ApiRow {
  request: string;
  connections: number;
  ours: LoadResult;
  baseline?: LoadResult;
  /** Whether the baseline answered exactly what the product answered (else its figure compares nothing). */
  sameAnswer?: boolean;
}

export async function signIn(baseUrl: string, login: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v0/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${login} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { sessions: { token: string }[] }).sessions[0].token;
}

const query = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();

interface Scenario {
  request: string;
  ours: LoadRequest;
  baseline?: string;
}

const filtersOf = (...items: object[]) => ({ matching: 'match_all', items });
/** What the list's search box sends (src/providers/list-query.ts): any of the fields contains the text. */
const searchBox = (fields: string[], text: string) => ({ matching: 'match_any', items: fields.map((field) => ({ field, rule: 'has', value: text })) });
const listPath = (path: string, params: Record<string, unknown>) => `/api/v0/${path}/items?${query({ page: 1, size: 25, sort: 'name', ...params })}`;

function userScenarios(estate: Estate, admin: string, scoped: string): Scenario[] {
  const filters = filtersOf({ field: 'name', rule: 'begins_with', value: estate.namePrefix }, { field: 'role_id', rule: 'equals', value: estate.residentRoleId });
  return [
    { request: 'users: page of 25, sorted by name', ours: { method: 'GET', path: listPath('users', {}), token: admin }, baseline: '/users?page=1&size=25' },
    {
      request: 'users: filtered (begins_with name, equals role_id), sorted, with=role,domains',
      ours: { method: 'GET', path: listPath('users', { filters, with: 'role,domains' }), token: admin },
      baseline: `/users?page=1&size=25&prefix=${estate.namePrefix}&role_id=${estate.residentRoleId}&embed=1`,
    },
    {
      request: 'users: page as a one-building administrator (descendants), with=role,domains',
      ours: { method: 'GET', path: listPath('users', { with: 'role,domains' }), token: scoped },
    },
    { request: 'users: get one', ours: { method: 'GET', path: `/api/v0/users/${estate.sampleUserId}`, token: admin } },
  ];
}

function identifierScenarios(estate: Estate, admin: string, scoped: string, run: string): Scenario[] {
  const filters = filtersOf({ field: 'name', rule: 'begins_with', value: estate.namePrefix }, { field: 'type', rule: 'equals', value: estate.identifierType });
  let serial = 0;
  return [
    { request: 'identifiers: page of 25, sorted by name', ours: { method: 'GET', path: listPath('identifiers', {}), token: admin }, baseline: '/identifiers?page=1&size=25' },
    {
      request: 'identifiers: filtered (begins_with name, equals type), sorted, with=owner_user,domains',
      ours: { method: 'GET', path: listPath('identifiers', { filters, with: 'owner_user,domains' }), token: admin },
      baseline: `/identifiers?page=1&size=25&prefix=${estate.namePrefix}&type=${estate.identifierType}&embed=1`,
    },
    {
      // The peer comparison's case (issue 19): no embeds, the other order.
      request: 'identifiers: filtered (equals type, begins_with name), sorted by name descending',
      ours: { method: 'GET', path: listPath('identifiers', { filters, sort: '-name' }), token: admin },
      baseline: `/identifiers?page=1&size=25&prefix=${estate.namePrefix}&type=${estate.identifierType}&sort=-name`,
    },
    {
      // The search box typed in Russian or Ukrainian, over the estate's Latin names: nothing matches. Both
      // databases answer from the columns' trigram indexes (migration-helpers.ts createSearchIndex).
      request: 'identifiers: search box in Cyrillic (has "Алекс" in name or value), sorted',
      ours: { method: 'GET', path: listPath('identifiers', { filters: filtersOf(searchBox(['name', 'value'], 'Алекс')) }), token: admin },
    },
    {
      // A word inside a tenth of the names (every owner called Bondar): 10,000 matches to order and count.
      request: 'identifiers: search box (has "ondar" in name or value, a tenth of them), sorted',
      ours: { method: 'GET', path: listPath('identifiers', { filters: filtersOf(searchBox(['name', 'value'], 'ondar')) }), token: admin },
    },
    {
      request: 'identifiers: page as a one-building administrator (descendants), with=owner_user,domains',
      ours: { method: 'GET', path: listPath('identifiers', { with: 'owner_user,domains' }), token: scoped },
    },
    { request: 'identifiers: get one', ours: { method: 'GET', path: `/api/v0/identifiers/${estate.sampleIdentifierId}`, token: admin } },
    {
      request: 'identifiers: create a QR code for a resident (PUT)',
      ours: {
        method: 'PUT', path: '/api/v0/identifiers', token: admin,
        body: () => ({ name: `Bench ${run} ${++serial}`, type: 'qr', value: `BENCH-${run}-${serial}`, owner: estate.sampleUserId }),
      },
    },
    {
      request: 'identifiers: update (PATCH name)',
      ours: { method: 'PATCH', path: `/api/v0/identifiers/${estate.renamedIdentifierId}`, token: admin, body: () => ({ name: `Renamed ${++serial}` }) },
    },
  ];
}

function deviceScenarios(estate: Estate, admin: string, run: string): Scenario[] {
  let serial = 0;
  return [
    {
      request: 'devices: create (PUT)',
      ours: {
        method: 'PUT',
        path: '/api/v0/devices',
        token: admin,
        body: () => ({ name: `Bench ${run} ${++serial}`, type: 'panel', login: `B${run}x${serial}`, domain_id: estate.buildingId }),
      },
    },
    {
      request: 'devices: update (PATCH)',
      ours: { method: 'PATCH', path: `/api/v0/devices/${estate.sampleDeviceId}`, token: admin, body: () => ({ name: `Panel renamed ${++serial}` }) },
    },
  ];
}

/** Device events (a million rows in the full run), newest first as the events page lists them. */
function eventScenarios(estate: Estate, admin: string, scoped: string): Scenario[] {
  const newest = (params: Record<string, unknown>) => listPath('devices/events', { sort: '-at', ...params });
  const base = '/events?page=1&size=25';
  return [
    { request: 'device events: newest page of 25 (sort -at)', ours: { method: 'GET', path: newest({}), token: admin }, baseline: base },
    {
      request: 'device events: one device (equals device_id), newest first, with=device',
      ours: { method: 'GET', path: newest({ filters: filtersOf({ field: 'device_id', rule: 'equals', value: estate.eventDeviceId }), with: 'device' }), token: admin },
      baseline: `${base}&device_id=${estate.eventDeviceId}&with_device=1`,
    },
    {
      request: `device events: begins_with type "${estate.eventTypePrefix}" (3 in 10), newest first`,
      ours: { method: 'GET', path: newest({ filters: filtersOf({ field: 'type', rule: 'begins_with', value: estate.eventTypePrefix }) }), token: admin },
      baseline: `${base}&type_prefix=${estate.eventTypePrefix}`,
    },
    {
      request: 'device events: newest page as a one-building administrator (descendants)',
      ours: { method: 'GET', path: newest({}), token: scoped },
      baseline: `${base}&building_path=${estate.buildingPath}`,
    },
  ];
}

let resident = 0;
/** The next seeded resident's login (bench/seed.ts: resident0 … residentN, all with BENCH_PASSWORD). */
const nextResident = () => `resident${(resident = (resident + 1) % 100)}`;

export function scenarios(estate: Estate, admin: string, scoped: string, run: string): Scenario[] {
  return [
    ...userScenarios(estate, admin, scoped),
    ...identifierScenarios(estate, admin, scoped, run),
    ...deviceScenarios(estate, admin, run),
    ...eventScenarios(estate, admin, scoped),
    // Residents in turn: many people signing in at once, as a site at 9 am (one login signed in from 10
    // connections at once is an attack the throttle answers with 429, SECURITY.md).
    { request: 'login (scrypt)', ours: { method: 'POST', path: '/api/v0/login', body: () => ({ login: nextResident(), password: BENCH_PASSWORD }) } },
  ];
}

async function answer(url: string, token?: string) {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return response.json();
}

/** Each baseline route's answer against the product's, once per scenario, before any load. */
async function compareAnswers(ours: string, baseline: string, list: Scenario[]) {
  const same = new Map<string, boolean>();
  for (const scenario of list) {
    if (!scenario.baseline) continue;
    const equal = isDeepStrictEqual(await answer(`${ours}${scenario.ours.path}`, scenario.ours.token), await answer(`${baseline}${scenario.baseline}`));
    if (!equal) console.error(`[bench] the baseline answers "${scenario.request}" differently from the product`);
    same.set(scenario.request, equal);
  }
  return same;
}

/**
 * Every scenario first runs for `warmup` seconds (JIT, statement caches), unmeasured, so short runs
 * measure the steady state rather than the first requests.
 */
export async function measureApi(
  ours: string, baseline: string, estate: Estate, connectionCounts: number[], seconds: number, warmup: number, only?: RegExp,
): Promise<ApiRow[]> {
  const admin = await signIn(ours, 'admin', ADMIN_PASSWORD);
  const scoped = await signIn(ours, SCOPED_LOGIN, BENCH_PASSWORD);
  const chosen = (run: string) => scenarios(estate, admin, scoped, run).filter((scenario) => !only || only.test(scenario.request));
  const sameAnswer = await compareAnswers(ours, baseline, chosen('check'));
  for (const scenario of chosen(`w${Date.now().toString(36)}`)) {
    await load(ours, scenario.ours, 10, warmup);
    if (scenario.baseline) await load(baseline, { method: 'GET', path: scenario.baseline }, 10, warmup);
  }
  const rows: ApiRow[] = [];
  for (const [index, connections] of connectionCounts.entries()) {
    for (const scenario of chosen(`${Date.now().toString(36)}${index}`)) {
      const row: ApiRow = { request: scenario.request, connections, ours: await load(ours, scenario.ours, connections, seconds) };
      if (scenario.baseline) {
        row.baseline = await load(baseline, { method: 'GET', path: scenario.baseline }, connections, seconds);
        row.sameAnswer = sameAnswer.get(scenario.request);
      }
      rows.push(row);
    }
  }
  return rows;
}
