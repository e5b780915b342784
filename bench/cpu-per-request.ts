/**
 * `npx tsx bench/cpu-per-request.ts`: CPU time (user + system) per list request through app.inject on the
 * demo estate in memory, best of three 500-request runs per row. It measures the generic layer's own cost
 * in a way a loaded, shared machine disturbs far less than requests per second do.
 */
import { buildApp } from '../server/app';
import { configFromEnv } from '../server/config';
import { ensureAdministrator } from '../server/bootstrap';
import { seedDemo } from '../server/demo/seed';
const { app, store } = await buildApp({ ...configFromEnv({}), devices: undefined, port: 0, host: '127.0.0.1', databaseUrl: 'sqlite::memory:', demo: true, adminPassword: 'admin-password', accessTokenTtlSeconds: 3600, refreshTokenTtlSeconds: 3600, consoleDir: undefined, logLevel: 'silent' });
await ensureAdministrator(store, 'admin-password');
await seedDemo(store);
const login = async (l: string, p: string) => (await app.inject({ method: 'POST', url: '/api/v0/login', payload: { login: l, password: p } })).json().sessions[0].token;
const tokens = { admin: await login('admin', 'admin-password'), manager: await login('manager.a', 'demo-password') };
const paths = ['/api/v0/identifiers/items?size=25&sort=name', '/api/v0/users/items?size=25&sort=name', '/api/v0/devices/items?size=25', '/api/v0/groups/items?size=25'];
for (const [who, token] of Object.entries(tokens)) for (const url of paths) {
  const run = async (n: number) => { for (let i = 0; i < n; i++) { const r = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }); if (r.statusCode !== 200) throw new Error(url + r.statusCode); } };
  await run(200);
  const best: number[] = [];
  for (let k = 0; k < 3; k++) { const c = process.cpuUsage(); await run(500); const d = process.cpuUsage(c); best.push((d.user + d.system) / 500); }
  console.log(`${who.padEnd(8)} ${url.padEnd(45)} ${(Math.min(...best) / 1000).toFixed(3)} ms CPU/request`);
}
await app.close();
