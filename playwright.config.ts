/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real server, compiled
 * as `npm start` runs it, on a fresh SQLite database with the demo project, serving the freshly built
 * console. The builds go to .tmp/e2e/dist and .tmp/e2e/server, not dist/: a rebuild of dist/ during a run (or
 * this run's build under a server serving dist/) would take away the files a started server has listed.
 *
 * E2E_PORT moves the whole run (console port, mailbox ports, build and database folder), so two runs on
 * one machine do not meet: E2E_PORT=18281 npx playwright test e2e/x.spec.ts
 */
import { defineConfig } from '@playwright/test';
import { E2E_LICENCE_PUBLIC_KEY } from './e2e/licence-key';

const PORT = Number(process.env.E2E_PORT ?? 18181);
const SMTP_PORT = PORT - 56; // 18125 by default
const MAILBOX_PORT = PORT - 55; // 18126 by default
const MQTT_PORT = PORT - 54; // 18127 by default: the embedded device broker the stories' virtual devices use
const DEVICE_PORT = PORT - 53; // 18128 by default: the virtual devices' own REST API, which device search probes
const SIP_PORT = PORT - 52; // 18129 by default: the SIP proxy (Kamailio) for door panels
const SIP_WS_PORT = PORT - 51; // 18130 by default: the SIP proxy's WebSocket, which web phones use
const MEDIA_CONTROL_PORT = PORT - 50; // 18131 by default: the media relay's (rtpengine's) control port
const SIP_SECRET = 'e2e-sip-proxy-secret';
const RUN_DIR = PORT === 18181 ? '.tmp/e2e' : `.tmp/e2e-${PORT}`;
// The specs' mailbox reader (e2e/mailbox.ts) runs in this process's workers and reads the port from here.
process.env.E2E_MAILBOX_PORT = String(MAILBOX_PORT);
process.env.E2E_MQTT_PORT = String(MQTT_PORT);
process.env.E2E_DEVICE_PORT = String(DEVICE_PORT);
process.env.E2E_SIP_WS_URL = `ws://127.0.0.1:${SIP_WS_PORT}`;
process.env.E2E_SIP_PORT = String(SIP_PORT);
// A story that needs a console of its own (e2e/own-console.ts: no mail server) runs it from this run's build.
process.env.E2E_RUN_DIR = RUN_DIR;
process.env.E2E_OWN_CONSOLE_PORT = String(PORT - 49);

export default defineConfig({
  testDir: 'e2e',
  outputDir: PORT === 18181 ? 'test-results' : `${RUN_DIR}/test-results`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One spec file at a time. Two at once (tried: 111 stories 20.4 -> 17.5 min) share one server, one SIP proxy
  // and the project's settings: a door call's result and a licence package story failed when another file's
  // stories ran beside them. Two whole stacks side by side gain nothing on two cores: the stories are CPU-bound
  // (docs/testing.md, "Why one run").
  fullyParallel: false,
  workers: 1,
  // A story that fails once fails the run, even when its retry passes (failOnFlakyTests): flakiness is a bug to
  // fix, not to hide. The one retry on CI only records the failure's trace (trace: 'on-first-retry' below).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  forbidOnly: true,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    // Recording a trace costs every test screenshots and DOM snapshots; on CI only a retry records one (the
    // failure's second run), which is what one reads anyway. Locally a failing test keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run',
        // The web phone (SIP-FACTS.md): fake camera and microphone, raw addresses instead of mDNS names, loopback candidates.
        '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--disable-features=WebRtcHideLocalIpsWithMdns', '--allow-loopback-in-peer-connection',
      ],
    },
  },
  webServer: [
    {
      // Real SMTP for the account stories (e2e/mailbox.ts reads what arrived).
      command: 'node --import tsx e2e/mailbox-server.ts',
      url: `http://127.0.0.1:${MAILBOX_PORT}/messages`,
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAILBOX_PORT: String(MAILBOX_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      // The server compiled as `npm start` runs it (scripts/build-server.mjs), built beside the console.
      command: `rm -rf ${RUN_DIR} && npx vite build --logLevel warn --outDir ${RUN_DIR}/dist && node scripts/build-server.mjs ${RUN_DIR}/server && node ${RUN_DIR}/server/main.js`,
      url: `http://127.0.0.1:${PORT}/api/v0/server/info`,
      env: {
        PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${RUN_DIR}/console.db`, ADMIN_PASSWORD: 'admin-password', DEMO: '1', LOG_LEVEL: 'warn',
        CONSOLE_DIR: `${RUN_DIR}/dist`, SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // The stories start their own virtual devices: the demo fleet's scenario would ring other stories' bells.
        MQTT_PORT: String(MQTT_PORT), DEMO_FLEET: '0', DEVICE_CALL_TIMEOUT_MS: '2000',
        DEVICE_SEARCH_RANGES: '127.0.10.0/24', DEVICE_SEARCH_PORT: String(DEVICE_PORT),
        // Stories wait for a code resend (5 s, not a minute) and sign in wrongly on purpose now and then:
        // every story runs from 127.0.0.1, so the per-IP throttle gets more room than in production.
        CODE_RESEND_SECONDS: '5', LOGIN_FREE_ATTEMPTS: '50', IP_BLOCK_AFTER: '200',
        // Telephony through the SIP proxy below; web phones reach it without TLS on loopback.
        SIP_PROXY_SECRET: SIP_SECRET, SIP_WS_URL: `ws://127.0.0.1:${SIP_WS_PORT}`,
        // The stories' licence files (e2e/licence-key.ts).
        LICENCE_PUBLIC_KEYS: E2E_LICENCE_PUBLIC_KEY,
        // Web metrics take a point a second, so a story sees a spike without waiting ten.
        METRICS_SAMPLE_MS: '1000',
        // Every answer a story receives is checked against the schema its route declares: a field a schema
        // forgets fails the story loudly instead of vanishing from the answer (server/route-answers.ts).
        CHECK_ANSWERS: '1',
      },
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe',
    },
    {
      // Debian's Kamailio with the console's generated configuration (docs/telephony.md).
      command: 'node --import tsx scripts/sip-proxy.ts',
      url: `http://127.0.0.1:${SIP_WS_PORT}/`,
      env: {
        SIP_PROXY_SECRET: SIP_SECRET, SIP_HOST: '127.0.0.1', SIP_PORT: String(SIP_PORT), SIP_WS_PORT: String(SIP_WS_PORT), SIP_CHILDREN: '2',
        CONSOLE_URL: `http://127.0.0.1:${PORT}/api/v0`, SIP_DIR: `${RUN_DIR}-sip`, SIP_MEDIA_CONTROL_PORT: String(MEDIA_CONTROL_PORT),
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
  ],
});
