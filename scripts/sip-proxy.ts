/**
 * `npm run sip`: the SIP proxy for this console (README "Telephony"). Writes Kamailio's configuration from the
 * console's settings and runs Kamailio in the foreground (a service manager keeps it up in production);
 * `npm run sip -- --print` prints the configuration instead, for a site that runs Kamailio its own way.
 *
 * Environment: SIP_PROXY_SECRET (required, the same the console has), CONSOLE_URL (default
 * http://127.0.0.1:$PORT/api/v0), SIP_HOST (default 0.0.0.0), SIP_PORT (5060), SIP_WS_PORT (8088, plain
 * WebSocket), SIP_WSS_PORT (8443) with SIP_TLS_CERT and SIP_TLS_KEY (the web phone's wss://), SIP_DOMAIN
 * (names the proxy answers to), SIP_DIR (data/sip), SIP_SHARED_MEMORY_MB (256: about 100 KB per connected web
 * phone), SIP_CHILDREN (4 workers).
 */
import { resolve } from 'node:path';
import { kamailioConfig, type KamailioOptions } from '../server/telephony/kamailio-config';
import { kamailioInstalled, startSipProxy } from '../server/telephony/sip-proxy-process';

const env = process.env;
if (!env.SIP_PROXY_SECRET) {
  console.error('Set SIP_PROXY_SECRET, the same secret the console is started with.');
  process.exit(2);
}
const host = env.SIP_HOST ?? '0.0.0.0';
const options: KamailioOptions = {
  sip: { host, port: Number(env.SIP_PORT ?? 5060) },
  ws: { host, port: Number(env.SIP_WS_PORT ?? 8088) },
  ...(env.SIP_TLS_CERT && env.SIP_TLS_KEY
    ? { wss: { host, port: Number(env.SIP_WSS_PORT ?? 8443), certificate: resolve(env.SIP_TLS_CERT), privateKey: resolve(env.SIP_TLS_KEY) } }
    : {}),
  consoleUrl: env.CONSOLE_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}/api/v0`,
  secret: env.SIP_PROXY_SECRET,
  aliases: (env.SIP_DOMAIN ?? '').split(',').map((name) => name.trim()).filter(Boolean),
  children: Number(env.SIP_CHILDREN ?? 4),
  sharedMemoryMb: Number(env.SIP_SHARED_MEMORY_MB ?? 256),
};

if (process.argv.includes('--print')) {
  process.stdout.write(kamailioConfig(options));
} else {
  if (!kamailioInstalled()) {
    console.error('Kamailio is not installed: apt-get install kamailio kamailio-websocket-modules kamailio-utils-modules kamailio-extra-modules kamailio-tls-modules');
    process.exit(2);
  }
  const proxy = await startSipProxy(options, resolve(env.SIP_DIR ?? 'data/sip'));
  console.log(`SIP proxy running: sip:${options.sip.host}:${options.sip.port}, ${proxy.wsUrl}${options.wss ? `, wss://${options.wss.host}:${options.wss.port}` : ''}; configuration in ${proxy.dir}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void proxy.stop().then(() => process.exit(0)));
}
