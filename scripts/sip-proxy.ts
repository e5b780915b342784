/**
 * `npm run sip`: the SIP proxy for this console and its supervisor (docs/telephony.md). Reads the project's
 * SIP settings from the console (GET /sip-proxy/settings, waiting for the console if it is not up yet), writes
 * Kamailio's configuration from them and runs Kamailio; reports its state to the console and restarts it when
 * a user asks on System info (server/telephony/sip-supervisor.ts). A service manager keeps this process up in
 * production. `npm run sip -- --print` prints the configuration instead, for a site that runs Kamailio its
 * own way (the settings' defaults if the console does not answer).
 *
 * Environment: SIP_PROXY_SECRET (required, the same the console has), CONSOLE_URL (default
 * http://$HOST:$PORT/api/v0, loopback for an unset or wildcard HOST: the console's own PORT and HOST), SIP_HOST (default: the settings' interfaces or internal address, else
 * 0.0.0.0), SIP_PORT (default: the settings' port, 5060), SIP_ADVERTISE (default: the settings' external
 * address), SIP_WS_PORT (8088, plain WebSocket), SIP_WSS_PORT (8443) with SIP_TLS_CERT and SIP_TLS_KEY (the
 * web phone's wss://), SIP_DOMAIN (names the proxy answers to, besides the settings' nodes), SIP_DIR
 * (data/sip), SIP_SHARED_MEMORY_MB (256: about 100 KB per connected web phone), SIP_CHILDREN (4 workers),
 * SIP_REPORT_SECONDS (5); the media relay for plain-SIP panels, when rtpengine is installed: SIP_MEDIA_RELAY (off
 * to go without), SIP_MEDIA_ADDRESS (default SIP_HOST, else the settings' internal address), SIP_MEDIA_CONTROL_PORT (2224).
 */
import { resolve } from 'node:path';
import { kamailioConfig } from '../server/telephony/kamailio-config';
import { kamailioInstalled } from '../server/telephony/sip-proxy-process';
import { type SipSettings, sipSettings } from '../server/settings/sip-section';
import { kamailioOptionsFrom, superviseSipProxy } from '../server/telephony/sip-supervisor';

const env = process.env;
if (!env.SIP_PROXY_SECRET) {
  console.error('Set SIP_PROXY_SECRET, the same secret the console is started with.');
  process.exit(2);
}
const secret = env.SIP_PROXY_SECRET;
// The console started with the same PORT and HOST (a wildcard HOST is reached on loopback), unless CONSOLE_URL says.
const consoleHost = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
const consoleUrl = env.CONSOLE_URL || `http://${consoleHost}:${env.PORT || 8080}/api/v0`;

function kamailioOptions(settings: SipSettings) {
  const host = env.SIP_HOST ?? (settings.server.internal_ip || '0.0.0.0');
  return kamailioOptionsFrom(settings, env, {
    ws: { host, port: Number(env.SIP_WS_PORT ?? 8088) },
    ...(env.SIP_TLS_CERT && env.SIP_TLS_KEY
      ? { wss: { host, port: Number(env.SIP_WSS_PORT ?? 8443), certificate: resolve(env.SIP_TLS_CERT), privateKey: resolve(env.SIP_TLS_KEY) } }
      : {}),
    consoleUrl,
    secret,
    aliases: [...(env.SIP_DOMAIN ?? '').split(','), ...settings.nodes].map((name) => name.trim()).filter(Boolean),
    children: Number(env.SIP_CHILDREN ?? 4),
    sharedMemoryMb: Number(env.SIP_SHARED_MEMORY_MB ?? 256),
  });
}

if (process.argv.includes('--print')) {
  let settings = sipSettings.parse({});
  try {
    const answer = await fetch(`${consoleUrl}/sip-proxy/settings`, { headers: { 'x-sip-proxy-secret': secret }, signal: AbortSignal.timeout(5000) });
    if (!answer.ok) throw new Error(`answered ${answer.status}`);
    settings = ((await answer.json()) as { data: SipSettings }).data;
  } catch (cause) {
    console.error(`The console's SIP settings could not be read (${(cause as Error).message}): printing with the defaults.`);
  }
  process.stdout.write(kamailioConfig(kamailioOptions(settings)));
} else {
  if (!kamailioInstalled()) {
    console.error('Kamailio is not installed: apt-get install kamailio kamailio-websocket-modules kamailio-utils-modules kamailio-extra-modules kamailio-tls-modules');
    process.exit(2);
  }
  const supervisor = await superviseSipProxy({
    consoleUrl,
    secret,
    dir: resolve(env.SIP_DIR ?? 'data/sip'),
    kamailioOptions,
    reportEveryMs: Number(env.SIP_REPORT_SECONDS ?? 5) * 1000,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void supervisor.stop().then(() => process.exit(0)));
}
