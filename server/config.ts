/** Settings come from the environment only (see docs/configuration.md). */
import type { UniqueThrottle } from './crud/unique-throttle';

export interface LoginThrottle {
  /** Failures per IP and per login allowed before backoff starts. */
  freeAttempts: number;
  /** First wait after the free attempts; it doubles with every further failure up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures from one IP (within windowSeconds) that block the IP for blockSeconds. */
  blockAfter: number;
  blockSeconds: number;
  /** A failure is forgotten this long after the last one. */
  windowSeconds: number;
}

export const DEMO_LANGUAGES = ['en', 'ru', 'uk'] as const;
export type DemoLanguage = (typeof DEMO_LANGUAGES)[number];

/** The demo's language from DEMO_LANGUAGE (en, ru or uk); English when unset. An unknown value is refused. */
export function demoLanguageOf(value: string | undefined): DemoLanguage {
  if (!value) return 'en';
  const language = DEMO_LANGUAGES.find((code) => code === value.toLowerCase());
  if (!language) throw new Error(`DEMO_LANGUAGE must be one of ${DEMO_LANGUAGES.join(', ')}, not "${value}"`);
  return language;
}

/** The supplier's licence key (Ed25519, SPKI DER in base64). Its private half never was in this repository. */
export const SUPPLIER_LICENCE_KEY = 'MCowBQYDK2VwAyEAU3pnGyuCqpat6VPXcKIMImSzM5XsRzIJV4/q+bEy3yk=';

export interface DeviceSearchConfig {
  /** CIDRs a search may reach. */
  ranges: string[];
  /** The port devices' REST API listens on (000 §3.5 port default 80). */
  port: number;
  /** Addresses per search. */
  maxAddresses: number;
  /** Probes at once. */
  concurrency: number;
  timeoutMs: number;
}


/**
 * Addresses devices and apps are told to use (GET /server/settings). Unset ones are derived when asked:
 * the domain from the project's server_url or HOST, the SIP and broker hosts from the domain, the server
 * IP from the machine's first external IPv4 address.
 */
export interface ServiceAddresses {
  domain?: string;
  serverIp?: string;
  internalServerIp?: string;
  pushServer?: string;
  deviceBrokerHost?: string;
  sipProxyHost?: string;
  mobileSipHost?: string;
  mobileSipProtocol?: string;
  /** Devices forward calls to the server on their own (000 §3.13 auto_forward_rules). */
  autoForwardRules?: boolean;
}

/** Devices over MQTT (server/device-link/): the broker and how the server calls devices. */
export interface DeviceNetworkConfig {
  /** The embedded broker's port (MQTT_PORT, default 1883; 0: any free port) and address (MQTT_HOST, default HOST). */
  embedded?: { port: number; host: string };
  /** An external broker instead (MQTT_URL): the server's account there, mqtt://user:password@host:port (docs/devices.md). */
  url?: string;
  /** How long a device has to answer a call (DEVICE_CALL_TIMEOUT_MS). */
  callTimeoutMs: number;
  /** Sends of a task before it fails (DEVICE_TASK_ATTEMPTS). */
  taskAttempts: number;
  /** The first retry's wait; each next one doubles (DEVICE_TASK_RETRY_MS). */
  retryBaseMs: number;
  /** How often due tasks are looked for. */
  pollMs: number;
  /** A device in HTTP mode not heard from for this long is offline (DEVICE_HEARTBEAT_TIMEOUT_MS, default 90 s). */
  heartbeatTimeoutMs?: number;
  /** A remote-control session's absolute lifetime, however much it is used (REMOTE_SESSION_LIFETIME_MS, default 1 h). */
  remoteSessionLifetimeMs?: number;
  /** How long a validation left to the device waits for the device's report of its decision (default 60 s). */
  validationMemoryMs?: number;
}

export interface Config {
  port: number;
  host: string;
  /** `sqlite:PATH`, `sqlite::memory:` or `postgres://...` */
  databaseUrl: string;
  /**
   * Folder of uploaded files (FILES_DIR). Default: `files` beside the SQLite database, `data/files` with
   * PostgreSQL; kept in memory when the database is (sqlite::memory:).
   */
  filesDir?: string;
  /** Initial password of `admin` on first start; random and printed once when unset. */
  adminPassword?: string;
  /** Creates the demo project on first start. */
  demo: boolean;
  /** The demo project's language (DEMO_LANGUAGE: en, ru or uk; English when unset). */
  demoLanguage?: DemoLanguage;
  /** Plays the demo project's devices with virtual ones (DEMO_FLEET=0 turns it off; needs the device broker). */
  demoFleet?: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Folder with the built console (vite build); served at / when present. */
  consoleDir?: string;
  logLevel: string;
  /** Checks every declared answer against its schema before sending it (CHECK_ANSWERS=1; on in tests). */
  checkAnswers?: boolean;
  /** Believe X-Forwarded-For (only behind a reverse proxy you run: otherwise clients pick their IP). */
  trustProxy: boolean;
  /** Origins allowed to call the API from a browser; empty means none (CORS closed). */
  corsOrigins: string[];
  /** IPs and CIDRs never throttled or blocked (IP_WHITELIST, plus the ip_whitelist table). */
  ipWhitelist: string[];
  loginThrottle: LoginThrottle;
  uniqueThrottle: UniqueThrottle;
  /** SMTP server for account e-mails (smtp://user:pass@host:port, smtps://…); unset uses the project's mail settings. */
  smtpUrl?: string;
  /** SMS provider for announcements: `twilio://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com/?from=%2B1555…` (server/sms/). */
  smsUrl?: string;
  /** How long a self-registration waits before the code can be sent again. */
  codeResendSeconds: number;
  services?: ServiceAddresses;
  /** Unset: no device broker (MQTT_PORT=off and no MQTT_URL). */
  devices?: DeviceNetworkConfig;
  /** Device search (server/devices/device-search.ts); unset parts keep their defaults. */
  deviceSearch?: Partial<DeviceSearchConfig>;
  /** Unset: no SIP proxy works with this console, and telephony shows as unavailable (docs/telephony.md). */
  telephony?: TelephonyConfig;
  /** Keys whose licence files the console accepts (server/licensing/licence-file.ts); default the supplier's. */
  licenceKeys?: string[];
  /** Backups (docs/backups.md): their folder (BACKUPS_DIR) and encryption key (BACKUP_KEY); unset ones are derived (server/backups/backup-settings.ts). */
  backups?: { dir?: string; key?: string };
  /** How often the scheduler looks for due jobs (SCHEDULER_TICK_MS, default 5000; 0: never by itself, docs/scheduler.md). */
  schedulerTickMs?: number;
  /** Prometheus metrics (docs/metrics.md); unset: on, without a scraper token. */
  metrics?: MetricsConfig;
}

export interface MetricsConfig {
  /** METRICS=off turns measuring and GET /api/v0/metrics off. */
  enabled: boolean;
  /** A scraper's bearer token (METRICS_TOKEN); without it only signed-in users with system_info.view may read. */
  token?: string;
  /** How often the Web metrics screen's history takes a point (METRICS_SAMPLE_MS, default 10 s). */
  sampleMs?: number;
}

export interface TelephonyConfig {
  /** Shared with the SIP proxy, which signs its questions with it (SIP_PROXY_SECRET). */
  proxySecret: string;
  /** Where the web phone connects (SIP_WS_URL); default wss://{sip_proxy_host}:8443 (001 §7 Phone). */
  wsUrl?: string;
}

function devicesFromEnv(env: NodeJS.ProcessEnv): DeviceNetworkConfig | undefined {
  if (!env.MQTT_URL && env.MQTT_PORT === 'off') return undefined;
  return {
    embedded: env.MQTT_URL ? undefined : { port: Number(env.MQTT_PORT ?? 1883), host: env.MQTT_HOST ?? env.HOST ?? '127.0.0.1' },
    url: env.MQTT_URL || undefined,
    callTimeoutMs: Number(env.DEVICE_CALL_TIMEOUT_MS ?? 10_000),
    taskAttempts: Number(env.DEVICE_TASK_ATTEMPTS ?? 5),
    retryBaseMs: Number(env.DEVICE_TASK_RETRY_MS ?? 2000),
    heartbeatTimeoutMs: env.DEVICE_HEARTBEAT_TIMEOUT_MS ? Number(env.DEVICE_HEARTBEAT_TIMEOUT_MS) : undefined,
    remoteSessionLifetimeMs: env.REMOTE_SESSION_LIFETIME_MS ? Number(env.REMOTE_SESSION_LIFETIME_MS) : undefined,
    pollMs: 250,
  };
}

const list = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL ?? 'sqlite:data/console.db',
    filesDir: env.FILES_DIR || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demo: env.DEMO !== '0',
    demoLanguage: demoLanguageOf(env.DEMO_LANGUAGE),
    demoFleet: env.DEMO_FLEET !== '0',
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 15 * 60),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL ?? 30 * 24 * 3600),
    consoleDir: env.CONSOLE_DIR ?? 'dist',
    logLevel: env.LOG_LEVEL ?? 'warn',
    checkAnswers: env.CHECK_ANSWERS === '1',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    corsOrigins: list(env.CORS_ORIGINS),
    ipWhitelist: list(env.IP_WHITELIST),
    loginThrottle: {
      freeAttempts: Number(env.LOGIN_FREE_ATTEMPTS ?? 5),
      baseDelayMs: Number(env.LOGIN_BACKOFF_BASE_MS ?? 1000),
      maxDelayMs: Number(env.LOGIN_BACKOFF_MAX_MS ?? 5 * 60 * 1000),
      blockAfter: Number(env.IP_BLOCK_AFTER ?? 20),
      blockSeconds: Number(env.IP_BLOCK_SECONDS ?? 3600),
      windowSeconds: Number(env.LOGIN_FAILURE_WINDOW ?? 15 * 60),
    },
    uniqueThrottle: {
      freeRefusals: Number(env.UNIQUE_REFUSALS_FREE ?? 10),
      windowSeconds: Number(env.UNIQUE_REFUSAL_WINDOW ?? 15 * 60),
    },
    smtpUrl: env.SMTP_URL || undefined,
    smsUrl: env.SMS_URL || undefined,
    codeResendSeconds: Number(env.CODE_RESEND_SECONDS ?? 60),
    services: {
      domain: env.DOMAIN || undefined,
      serverIp: env.SERVER_IP || undefined,
      internalServerIp: env.INTERNAL_SERVER_IP || undefined,
      pushServer: env.PUSH_SERVER || undefined,
      deviceBrokerHost: env.DEVICE_BROKER_HOST || undefined,
      sipProxyHost: env.SIP_PROXY_HOST || undefined,
      mobileSipHost: env.MOBILE_SIP_HOST || undefined,
      mobileSipProtocol: env.MOBILE_SIP_PROTOCOL || undefined,
      autoForwardRules: env.AUTO_FORWARD_RULES === '1' || env.AUTO_FORWARD_RULES === 'true',
    },
    devices: devicesFromEnv(env),
    telephony: env.SIP_PROXY_SECRET ? { proxySecret: env.SIP_PROXY_SECRET, wsUrl: env.SIP_WS_URL || undefined } : undefined,
    licenceKeys: [SUPPLIER_LICENCE_KEY, ...list(env.LICENCE_PUBLIC_KEYS)],
    backups: { dir: env.BACKUPS_DIR || undefined, key: env.BACKUP_KEY || undefined },
    metrics: { enabled: env.METRICS !== 'off', token: env.METRICS_TOKEN || undefined, sampleMs: env.METRICS_SAMPLE_MS ? Number(env.METRICS_SAMPLE_MS) : undefined },
    schedulerTickMs: Number(env.SCHEDULER_TICK_MS ?? 5000),
    deviceSearch: {
      ...(env.DEVICE_SEARCH_RANGES ? { ranges: list(env.DEVICE_SEARCH_RANGES) } : {}),
      ...(env.DEVICE_SEARCH_PORT ? { port: Number(env.DEVICE_SEARCH_PORT) } : {}),
    },
  };
}
