/**
 * A server with its scheduler ticking, closed: the process must then exit by itself (server-scheduler.test.ts
 * runs it). A scheduler left running would hold it open with its timer. Argument: the database URL.
 */
import { buildApp } from '../app';
import { configFromEnv } from '../config';

const config = { ...configFromEnv({}), databaseUrl: process.argv[2], port: 0, demo: false, devices: undefined, consoleDir: undefined, logLevel: 'silent', schedulerTickMs: 20 };
const { app } = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
await new Promise((resolve) => setTimeout(resolve, 200));
await app.close();
console.log('closed');
