/**
 * A real mosquitto broker (Debian's package) on a free loopback port, with the dynamic security plugin and
 * one administrator, for the device protocol's tests against an external broker.
 *
 * @example const broker = await startMosquitto(); // broker.url: mqtt://admin:…@127.0.0.1:PORT
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { freePort } from '../free-port';
import { mosquittoLimitLines } from '../device-broker/broker-limits';
import { join } from 'node:path';

const PLUGIN = '/usr/lib/x86_64-linux-gnu/mosquitto_dynamic_security.so';

export interface Mosquitto {
  /** mqtt://admin:password@127.0.0.1:port */
  url: string;
  /** mqtt://127.0.0.1:port, for devices (they bring their own credentials). */
  deviceUrl: string;
  close(): Promise<void>;
}

async function waitForPort(port: number, process: ChildProcess) {
  for (let i = 0; i < 100; i++) {
    if (process.exitCode !== null) throw new Error('mosquitto exited');
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('mosquitto did not start');
}

export function mosquittoInstalled() {
  return existsSync('/usr/sbin/mosquitto') && existsSync(PLUGIN);
}

export async function startMosquitto(): Promise<Mosquitto> {
  const dir = mkdtempSync(join(tmpdir(), 'mosquitto-'));
  const password = randomBytes(12).toString('hex');
  const dynsec = join(dir, 'dynsec.json');
  execFileSync('mosquitto_ctrl', ['dynsec', 'init', dynsec, 'admin', password], { stdio: 'ignore' });
  // docs/devices.md: the server's account may publish the server's calls and answers. Written before the
  // start: with mosquitto_ctrl on a running broker the change disconnects the admin and the tool waits 10 s.
  const config = JSON.parse(readFileSync(dynsec, 'utf8')) as { roles: { rolename: string; acls: unknown[] }[] };
  const admin = config.roles.find((role) => role.rolename === 'admin')!;
  for (const topic of ['device/request/v0/+', 'server/response/v0/+']) admin.acls.push({ acltype: 'publishClientSend', topic, priority: 0, allow: true });
  writeFileSync(dynsec, JSON.stringify(config));
  const port = await freePort();
  writeFileSync(
    join(dir, 'mosquitto.conf'),
    // The limits docs/devices.md asks of a production mosquitto (server/device-broker/broker-limits.ts).
    [`listener ${port} 127.0.0.1`, ...mosquittoLimitLines(), 'allow_anonymous false', 'persistence false', `plugin ${PLUGIN}`, `plugin_opt_config_file ${dynsec}`, `user ${userInfo().username}`, 'log_dest none', ''].join('\n'),
  );
  const broker = spawn('/usr/sbin/mosquitto', ['-c', join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
  await waitForPort(port, broker);
  return {
    url: `mqtt://admin:${password}@127.0.0.1:${port}`,
    deviceUrl: `mqtt://127.0.0.1:${port}`,
    async close() {
      const exited = new Promise((resolve) => broker.once('exit', resolve));
      broker.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
