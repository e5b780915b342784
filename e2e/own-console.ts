/**
 * A console of a story's own, from this run's build (playwright.config.ts builds it), for what the shared one
 * cannot show: a fresh install with no mail server (the shared one sends to the e2e mailbox through SMTP_URL).
 * In-memory database, no demo project, no device broker; stopped by the story. `env` adds settings of the story's
 * own (a block after three wrong sign-ins, where the shared console allows many from the stories' one address).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { ADMIN } from './support';

export interface OwnConsole {
  url: string;
  stop(): Promise<void>;
}

export async function startOwnConsole(env: Record<string, string> = {}): Promise<OwnConsole> {
  const runDir = process.env.E2E_RUN_DIR ?? '.tmp/e2e';
  const port = Number(process.env.E2E_OWN_CONSOLE_PORT ?? 18132);
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [`${runDir}/server/main.js`], {
    env: {
      ...process.env, SMTP_URL: '', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: 'sqlite::memory:', DEMO: '0', ADMIN_PASSWORD: ADMIN.password,
      CONSOLE_DIR: `${runDir}/dist`, MQTT_PORT: 'off', LOG_LEVEL: 'warn', PASSWORD_HASH_COST: '10', CHECK_ANSWERS: '1', ...env,
    },
    stdio: 'inherit',
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`own console exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/v0/server/info`).then((answer) => answer.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('own console did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
