/**
 * The SIP supervisor (`npm run sip`, docs/telephony.md): the one process that runs Kamailio, so the console
 * needs no privilege over the machine. It reads the SIP settings from the console when it starts, writes
 * Kamailio's configuration from them, runs Kamailio, reports its state every few seconds, and runs the
 * restarts users ask for on System info (the console answers them to its reports: sip-service.ts).
 *
 * @example
 * const supervisor = await superviseSipProxy({ consoleUrl, secret, dir: 'data/sip', kamailioOptions: (s) => kamailioOptionsFrom(s, process.env, base) });
 * await supervisor.stop();
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { type KamailioOptions, kamailioConfig } from './kamailio-config';
import { type SipSettings, sipSettings } from '../settings/sip-section';
import { KAMAILIO, type SipProxy, startSipProxy } from './sip-proxy-process';
import { type MediaRelayOptions, rtpengineInstalled } from './media-relay';

export interface SupervisorOptions {
  /** Base of the console's API, e.g. http://127.0.0.1:8080/api/v0 */
  consoleUrl: string;
  secret: string;
  /** Kamailio's options from the console's SIP settings (the environment's overrides applied). */
  kamailioOptions(settings: SipSettings): KamailioOptions;
  /** Where the configuration, Kamailio's log and its pid file go. */
  dir: string;
  /** How often the state is reported and commands asked for (default 5 s; the console calls a supervisor unreachable after 20 s). */
  reportEveryMs?: number;
  /**
   * How long the first start waits for the console's settings (default 20 s) before Kamailio starts with the
   * defaults and the environment: the proxy comes up even while the console is still starting, and System
   * info then says the settings are not applied until a restart.
   */
  settingsWaitMs?: number;
  log?(line: string): void;
}

export interface Supervisor {
  /** The running Kamailio, if any. */
  proxy(): SipProxy | undefined;
  /** The state last reported. */
  state(): 'running' | 'stopped' | 'restarting';
  /** Stops Kamailio and the reports (a last report says stopped). */
  stop(): Promise<void>;
}

type Settings = { data: SipSettings; version: string };

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const sleep = (ms: number) => new Promise((next) => setTimeout(next, ms));

/** Kamailio's version ("kamailio 5.6.3"), or '' when it cannot say. */
async function kamailioVersion() {
  try {
    const { stdout } = await promisify(execFile)(KAMAILIO, ['-v'], { timeout: 5000 });
    return /version:\s*(kamailio\s+\S+)/.exec(stdout)?.[1] ?? '';
  } catch {
    return '';
  }
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function superviseSipProxy(options: SupervisorOptions): Promise<Supervisor> {
  const log = options.log ?? ((line: string) => console.log(line));
  const base = options.consoleUrl.replace(/\/$/, '');
  const every = options.reportEveryMs ?? 5000;
  const version = await kamailioVersion();
  let proxy: SipProxy | undefined;
  let state: 'running' | 'stopped' | 'restarting' = 'stopped';
  let startedAt: Date | null = null;
  let configVersion = '';
  let settingsVersion = '';
  let error: string | null = null;
  let stopping = false;
  /** Restarts done, by command id, with their outcome: a lost "done" is sent again, the restart not run twice. */
  const finished = new Map<string, string | null>();

  const api = (path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-sip-proxy-secret': options.secret, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });

  /** The console's SIP settings, waiting for the console (it may start after the supervisor) up to `waitMs`. */
  async function settings(waitMs: number): Promise<Settings> {
    const until = Date.now() + waitMs;
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await api('/sip-proxy/settings');
        if (answer.ok) return (await answer.json()) as Settings;
        if (attempt % 15 === 0) log(`SIP supervisor: the console answered ${answer.status} for the SIP settings (is SIP_PROXY_SECRET the same?)`);
      } catch (cause) {
        if (attempt % 15 === 0) log(`SIP supervisor: the console is not reachable at ${base} (${(cause as Error).message}); retrying`);
      }
      if (stopping || Date.now() > until) {
        log('SIP supervisor: starting with the default SIP settings and the environment until the console answers (then restart on System info)');
        return { data: sipSettings.parse({}), version: '' };
      }
      await sleep(Math.min(every, 1000));
    }
  }

  async function launch(waitMs: number) {
    const current = await settings(waitMs);
    const kamailio = options.kamailioOptions(current.data);
    try {
      proxy = await startSipProxy(kamailio, options.dir);
      state = 'running';
      startedAt = new Date();
      configVersion = digest(kamailioConfig(kamailio));
      settingsVersion = current.version;
      error = null;
      const relay = kamailio.mediaRelay ? `media relay (rtpengine) on ${kamailio.mediaRelay.address}, RTP ${kamailio.mediaRelay.ports.min}-${kamailio.mediaRelay.ports.max}` : 'no media relay';
      log(`SIP proxy running: sip:${kamailio.sip.host}:${kamailio.sip.port}, ${proxy.wsUrl}, ${relay}; configuration in ${proxy.dir}`);
    } catch (cause) {
      proxy = undefined;
      state = 'stopped';
      startedAt = null;
      // 001's client text, and the cause's last lines (Kamailio's own message).
      error = `SIP service start error: ${(cause as Error).message.split('\n').filter(Boolean).slice(-3).join(' ').slice(0, 1500)}`;
      log(error);
    }
  }

  function report() {
    return {
      state,
      pid: state === 'running' ? (proxy?.pid ?? null) : null,
      started_at: state === 'running' ? startedAt!.toISOString() : null,
      version,
      config_version: configVersion,
      settings_version: settingsVersion,
      error,
    };
  }

  async function restart(id: string) {
    if (!finished.has(id)) {
      log('SIP supervisor: restarting Kamailio with the latest SIP settings');
      state = 'restarting';
      await api('/sip-proxy/status', report()).catch(() => undefined);
      await proxy?.stop();
      proxy = undefined;
      await launch(5000);
      finished.set(id, error);
    }
    const answer = await api(`/sip-proxy/commands/${id}/done`, { error: finished.get(id) });
    if (answer.ok || answer.status === 404) finished.delete(id);
  }

  /** One report, and the commands it is answered with. */
  async function tick() {
    if (state === 'running' && proxy && !alive(proxy.pid)) {
      // Kamailio died: said so on System info, where a restart brings it back (a crash loop stays visible).
      state = 'stopped';
      error = `Kamailio exited: ${proxy.log().split('\n').filter(Boolean).slice(-2).join(' ').slice(0, 1500)}`;
      proxy = undefined;
      log(error);
    }
    const answer = await api('/sip-proxy/status', report());
    if (!answer.ok) {
      log(`SIP supervisor: the console refused the report (${answer.status})`);
      return;
    }
    const { commands } = (await answer.json()) as { commands: { id: string; type: string }[] };
    for (const command of commands) if (command.type === 'restart') await restart(command.id);
    if (commands.length) await api('/sip-proxy/status', report());
  }

  await launch(options.settingsWaitMs ?? 20_000);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const loop = () => {
    running = tick()
      .catch((cause) => log(`SIP supervisor: report failed (${(cause as Error).message})`))
      .finally(() => {
        if (!stopping) timer = setTimeout(loop, every);
      });
  };
  loop();

  return {
    proxy: () => proxy,
    state: () => state,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
      await proxy?.stop();
      proxy = undefined;
      state = 'stopped';
      startedAt = null;
      await api('/sip-proxy/status', report()).catch(() => undefined);
    },
  };
}

export interface SupervisorEnv {
  SIP_HOST?: string;
  SIP_PORT?: string;
  SIP_ADVERTISE?: string;
  /** 'off': no media relay even when rtpengine is installed. */
  SIP_MEDIA_RELAY?: string;
  /** The address the media relay binds (default: SIP_HOST, else the settings' internal address). */
  SIP_MEDIA_ADDRESS?: string;
  /** rtpengine's control port on 127.0.0.1 (default 2224, beside a distribution's own rtpengine on 2223). */
  SIP_MEDIA_CONTROL_PORT?: string;
}

/**
 * The media relay (media-relay.ts) when rtpengine is installed and not turned off: it binds the media address
 * (SIP_MEDIA_ADDRESS, SIP_HOST or the internal address; none known, no relay) and advertises the external
 * address behind NAT (rtpengine's `local!advertised`), on the settings' RTP range.
 */
export function mediaRelayFrom(settings: SipSettings, env: SupervisorEnv, installed = rtpengineInstalled()): MediaRelayOptions | undefined {
  if (!installed || env.SIP_MEDIA_RELAY === 'off') return undefined;
  const bind = env.SIP_MEDIA_ADDRESS || (env.SIP_HOST && env.SIP_HOST !== '0.0.0.0' ? env.SIP_HOST : '') || settings.server.internal_ip;
  if (!bind) return undefined;
  const advertise = env.SIP_ADVERTISE || settings.server.external_ip;
  return { address: advertise && advertise !== bind ? `${bind}!${advertise}` : bind, controlPort: Number(env.SIP_MEDIA_CONTROL_PORT ?? 2224), ports: settings.rtp };
}

/**
 * Where Kamailio listens, from the SIP settings unless the environment says otherwise (SIP_HOST, SIP_PORT,
 * SIP_ADVERTISE win, so one machine can differ from the project's settings):
 * - port: SIP_PORT, else the settings' port;
 * - addresses: SIP_HOST, else the internal and external interfaces (external ones advertise the external
 *   address), else the internal address, else every address (0.0.0.0);
 * - advertised address: SIP_ADVERTISE, else the external address; local networks: the settings'.
 * `rest` is the part no setting decides (WebSocket, TLS, the console's URL, the secret).
 */
export function kamailioOptionsFrom(settings: SipSettings, env: SupervisorEnv, rest: Omit<KamailioOptions, 'sip' | 'sipListeners' | 'localNetworks'>, relayInstalled = rtpengineInstalled()): KamailioOptions {
  const mediaRelay = mediaRelayFrom(settings, env, relayInstalled);
  const advertise = env.SIP_ADVERTISE || settings.server.external_ip || undefined;
  const port = env.SIP_PORT ? Number(env.SIP_PORT) : settings.port;
  const interfaces = [
    ...settings.internal_interfaces.map((host) => ({ host })),
    ...settings.external_interfaces.map((host) => ({ host, ...(advertise && { advertise }) })),
  ];
  const [first, ...more] = env.SIP_HOST
    ? [{ host: env.SIP_HOST, ...(advertise && { advertise }) }]
    : interfaces.length
      ? interfaces
      : [{ host: settings.server.internal_ip || '0.0.0.0', ...(advertise && { advertise }) }];
  return {
    ...rest,
    sip: { ...first, port },
    ...(more.length && { sipListeners: more }),
    ...(settings.local_networks.length && { localNetworks: settings.local_networks }),
    ...(mediaRelay && { mediaRelay }),
  };
}
