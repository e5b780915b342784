/** Settings come from the environment only (see README "Settings"). */
export interface Config {
  port: number;
  host: string;
  /** `sqlite:PATH`, `sqlite::memory:` or `postgres://...` */
  databaseUrl: string;
  /** Initial password of `admin` on first start; random and printed once when unset. */
  adminPassword?: string;
  /** Creates the demo project on first start. */
  demo: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Folder with the built console (vite build); served at / when present. */
  consoleDir?: string;
  logLevel: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL ?? 'sqlite:data/console.db',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demo: env.DEMO !== '0',
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 15 * 60),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL ?? 30 * 24 * 3600),
    consoleDir: env.CONSOLE_DIR ?? 'dist',
    logLevel: env.LOG_LEVEL ?? 'warn',
  };
}
