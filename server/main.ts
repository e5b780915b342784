/** Starts the server: `npm start` (with the console) or `npm run server`. Settings: server/config.ts. */
import { buildApp } from './app';
import { ensureAdministrator } from './bootstrap';
import { configFromEnv } from './config';
import { seedDemo } from './demo/seed';
import { demoSipProxyOf, startDemoFleet } from './demo/demo-fleet';

const config = configFromEnv();
const { app, store } = await buildApp(config);
const admin = await ensureAdministrator(store, config.adminPassword);
if (admin && config.demo) await seedDemo(store, config.demoLanguage);
let demoFleet: Awaited<ReturnType<typeof startDemoFleet>>;

const stop = async (signal: string) => {
  app.log.warn(`${signal}: finishing requests in flight`);
  await demoFleet?.stop();
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));

await app.listen({ port: config.port, host: config.host });
// After listening: the demo panels' SIP registrations ask the console (through the proxy) for their passwords.
if (config.demoFleet) demoFleet = await startDemoFleet(store, { sip: await demoSipProxyOf(store, config) });
const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/`;
console.log(`\nAccess console is running at ${url}`);
console.log(`Database: ${config.databaseUrl}`);
if (store.devices) console.log(`Device broker: ${store.devices.brokerUrl}${demoFleet?.devices.size ? ` (${demoFleet.devices.size} virtual demo devices connected)` : ''}`);
if (admin) {
  console.log(`Sign in as "${admin.login}" with password "${admin.password}"${admin.generated ? ' (generated now, shown only once; set ADMIN_PASSWORD to choose it)' : ''}.`);
  if (config.demo) console.log('Demo project created: other demo users sign in with password "demo-password".');
} else {
  console.log('Sign in as "admin" with the password set on first start.');
}
