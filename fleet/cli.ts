/**
 * `npm run devices -- --count 200`: a virtual fleet against a running console. It signs in to the console's
 * API, makes (or reuses) `count` devices of every type named `Virtual <type> N` in one group, gives each an
 * MQTT password, connects them and reads scenario commands from the terminal (`help`). With `--http N` the
 * last N speak HTTP instead of MQTT: each serves its REST API on a loopback address of its own
 * (127.0.30.1, 127.0.30.2…, port --http-port), which the console calls only when its DEVICE_SEARCH_RANGES
 * include them (DEVICE_SEARCH_RANGES=127.0.0.0/8 for a fleet on the same machine).
 *
 * Options: --url http://127.0.0.1:8080  --login admin  --password …  --broker mqtt://127.0.0.1:1883
 *          --count 12  --http 0  --http-port 8090  --group GROUP_ID (default: the first group the account sees)
 */
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { DEVICE_TYPES } from '../schemas/device';
import { type FleetMember, SCENARIO_HELP, startFleet } from './fleet';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.CONSOLE_URL ?? 'http://127.0.0.1:8080' },
    login: { type: 'string', default: 'admin' },
    password: { type: 'string', default: process.env.ADMIN_PASSWORD ?? '' },
    broker: { type: 'string', default: process.env.BROKER_URL ?? 'mqtt://127.0.0.1:1883' },
    count: { type: 'string', default: '12' },
    http: { type: 'string', default: '0' },
    'http-port': { type: 'string', default: '8090' },
    group: { type: 'string' },
  },
});

async function api<T = any>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(`/api/v0${path}`, values.url), {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as T & { error?: unknown };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer.error ?? answer)}`);
  return answer;
}

/** The n-th device's own loopback address, as each panel of a site has its own. */
const addressOf = (n: number) => `127.0.${30 + Math.floor((n - 1) / 250)}.${1 + ((n - 1) % 250)}`;

/** Each virtual device exists in the console with a fresh MQTT password (and web password in HTTP mode) the fleet knows. */
async function provision(token: string, count: number, httpFrom: number, groupId: number): Promise<FleetMember[]> {
  const members: FleetMember[] = [];
  for (let n = 1; n <= count; n++) {
    const type = DEVICE_TYPES[(n - 1) % DEVICE_TYPES.length];
    const serial = `VF-${String(n).padStart(5, '0')}`;
    const password = randomBytes(12).toString('hex');
    const http = n >= httpFrom ? { host: addressOf(n), port: Number(values['http-port']), web: { login: 'admin', password: randomBytes(12).toString('hex') } } : undefined;
    const connection = http
      ? { protocol: 'http', ip_address: http.host, port: http.port, device_login: http.web.login, device_password: http.web.password }
      : { protocol: 'mqtt' };
    const settings = { ...connection, device_settings: { mqtt: { password } } };
    const filters = JSON.stringify({ matching: 'match_all', items: [{ field: 'login', rule: 'equals', value: serial }] });
    const found = (await api<{ data: { id: number }[] }>('GET', `/devices/items?filters=${encodeURIComponent(filters)}`, token)).data[0];
    if (found) await api('PATCH', `/devices/${found.id}`, token, settings);
    else await api('PUT', '/devices', token, { name: `Virtual ${type} ${n}`, type, login: serial, domain_id: groupId, ...settings });
    members.push({ serial, password, type, http });
  }
  return members;
}

const session = await api<{ sessions: { token: string }[] }>('POST', '/login', undefined, { login: values.login, password: values.password });
const token = session.sessions[0].token;
const groupId = values.group ? Number(values.group) : (await api<{ data: { id: number }[] }>('GET', '/groups/items?size=1&sort=id', token)).data[0].id;
const count = Number(values.count);
const members = await provision(token, count, count - Number(values.http) + 1, groupId);
const fleet = await startFleet({ brokerUrl: values.broker!, serverUrl: values.url }, members, { onError: (serial, error) => console.error(`${serial}: ${String(error)}`) });
console.log(`${await fleet.run('status')} on ${values.broker}. Commands:\n${SCENARIO_HELP}`);

const terminal = createInterface({ input: process.stdin });
terminal.on('line', (line) => void fleet.run(line).then(console.log, (error) => console.error(String(error))));
const stop = async () => {
  terminal.close();
  await fleet.stop();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
