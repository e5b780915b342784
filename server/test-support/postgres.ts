/**
 * A throwaway PostgreSQL cluster for the test run (started once, in vitest's globalSetup) and one fresh
 * database per test file. Every storage test runs on SQLite and PostgreSQL, so a missing PostgreSQL is
 * a failure with instructions, never a silent skip.
 *
 * Set TEST_POSTGRES_URL=postgres://user@host:port/db to use an existing server instead.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../free-port';

export interface PostgresCluster {
  /** Connection URL of the maintenance database; test files create their own databases from it. */
  url: string;
  stop(): Promise<void>;
}

/** What globalSetup hands to test files: a server URL, or why there is none. */
export type ProvidedPostgres = { url: string; error?: undefined } | { url?: undefined; error: string };

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: ProvidedPostgres;
  }
}

const MISSING = 'PostgreSQL binaries (initdb, pg_ctl) not found in PATH, /usr/local/bin or /usr/lib/postgresql/*/bin. '
  + 'Install them (Debian: apt-get install postgresql; .ci/run does this) or set TEST_POSTGRES_URL.';

/** The folder holding initdb and pg_ctl, or undefined. */
export function findPostgresBin(): string | undefined {
  const candidates = [
    ...(process.env.PATH ?? '').split(':').filter(Boolean),
    '/usr/local/bin',
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

/** initdb refuses to run as root: as root, the cluster belongs to the `postgres` system user. */
function clusterOwner(): { uid: number; gid: number; name: string } | undefined {
  if (userInfo().uid !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    id('-u');
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'pipe' });
  }
  return { uid: id('-u'), gid: id('-g'), name: 'postgres' };
}

function run(bin: string, command: string, args: string[], owner: ReturnType<typeof clusterOwner>) {
  const program = join(bin, command);
  const [file, argv] = owner ? ['runuser', ['-u', owner.name, '--', program, ...args]] : [program, args];
  try {
    return execFileSync(file, argv, { encoding: 'utf8', stdio: 'pipe', cwd: tmpdir() });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} failed: ${stderr || stdout || String(error)}`, { cause: error });
  }
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(MISSING);
  const owner = clusterOwner();
  const dir = mkdtempSync(join(tmpdir(), 'console-test-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  const port = await freePort();
  const stop = async () => {
    try {
      if (existsSync(join(data, 'postmaster.pid'))) run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], owner);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    run(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'], owner);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    run(bin, 'pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start'], owner);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/**
 * A new, empty database on the server at `serverUrl`; its URL. `icuLocale`: the database's collation is that
 * ICU locale's (a language's order, as a site's database may have) instead of the cluster's byte order.
 */
export async function createDatabase(serverUrl: string, prefix = 'test', icuLocale?: string): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const collation = icuLocale ? ` template template0 locale_provider icu icu_locale '${icuLocale.replace(/'/g, "''")}'` : '';
    await client.query(`create database "${name}"${collation}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The PostgreSQL server URL from globalSetup; throws a clear error when PostgreSQL could not start. */
export function providedPostgresUrl(provided: ProvidedPostgres | undefined): string {
  if (!provided) throw new Error('No PostgreSQL provided: vitest.config.ts must list server/test-support/global-setup.ts in globalSetup.');
  if (provided.error !== undefined) throw new Error(`PostgreSQL tests cannot run: ${provided.error}`);
  return provided.url;
}
