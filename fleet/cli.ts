/**
 * `npm run devices -- --count 200`: a virtual fleet against a running console. It signs in to the console's
 * API, makes (or reuses) `count` devices of every type named `Virtual <type> N` in one group, gives each an
 * MQTT password, connects them to the broker and reads scenario commands from the terminal (`help`).
 *
 * Options: --url http://127.0.0.1:8080  --login admin  --password …  --broker mqtt://127.0.0.1:1883
 *          --count 12  --group GROUP_ID (default: the first group the account sees)
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

/** Each virtual device exists in the console with a fresh MQTT password the fleet knows. */
async function provision(token: string, count: number, groupId: number): Promise<FleetMember[]> {
  const members: FleetMember[] = [];
  for (let n = 1; n <= count; n++) {
    const type = DEVICE_TYPES[(n - 1) % DEVICE_TYPES.length];
    const serial = `VF-${String(n).padStart(5, '0')}`;
    const password = randomBytes(12).toString('hex');
    const body = { name: `Virtual ${type} ${n}`, type, login: serial, domain_id: groupId, protocol: 'mqtt', device_settings: { mqtt: { password } } };
    const filters = JSON.stringify({ matching: 'match_all', items: [{ field: 'login', rule: 'equals', value: serial }] });
    const found = (await api<{ data: { id: number }[] }>('GET', `/devices/items?filters=${encodeURIComponent(filters)}`, token)).data[0];
    if (found) await api('PATCH', `/devices/${found.id}`, token, { protocol: 'mqtt', device_settings: { mqtt: { password } } });
    else await api('PUT', '/devices', token, body);
    members.push({ serial, password, type });
  }
  return members;
}

const session = await api<{ sessions: { token: string }[] }>('POST', '/login', undefined, { login: values.login, password: values.password });
const token = session.sessions[0].token;
const groupId = values.group ? Number(values.group) : (await api<{ data: { id: number }[] }>('GET', '/groups/items?size=1&sort=id', token)).data[0].id;
const members = await provision(token, Number(values.count), groupId);
const fleet = await startFleet(values.broker!, members, { onError: (serial, error) => console.error(`${serial}: ${String(error)}`) });
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
