/**
 * The import rows of the bench (issue 37 "Measured"): the bench estate's shape (1 site, 10 buildings, 2,000
 * apartments, 5,000 users, 20,000 identifiers at full size) imported from XLSX through the import flow (dry run,
 * then apply: every row through the repository), against a plain bulk insert of the same rows (batched INSERTs,
 * no checks, no audit) into another fresh database of the same dialect, in the same run.
 */
import { execFileSync } from 'node:child_process';
import { type Kysely, sql } from 'kysely';
import { entityByPath } from '../schemas';
import { ROOT_GROUP_ID } from '../schemas/group';
import { loadActor } from '../server/access/actor';
import { buildApp } from '../server/app';
import { ensureAdministrator } from '../server/bootstrap';
import type { Config } from '../server/config';
import { xlsxBuffer } from '../server/export/xlsx-file';
import { importResolvers } from '../server/import-resolvers';
import { apply, dryRun, upload } from '../server/import/flow';
import { testConfig } from '../server/test-support/server';
import { peakRssMb as peakRssMbOf } from './child';
import { type Row, ms, ratio } from './report';

export interface ImportScale {
  buildings: number;
  entrances: number;
  apartments: number;
  users: number;
  identifiers: number;
}
export const FULL_IMPORT: ImportScale = { buildings: 10, entrances: 5, apartments: 2_000, users: 5_000, identifiers: 20_000 };
export const QUICK_IMPORT: ImportScale = { buildings: 2, entrances: 2, apartments: 200, users: 500, identifiers: 2_000 };
export const TINY_IMPORT: ImportScale = { buildings: 1, entrances: 1, apartments: 20, users: 50, identifiers: 300 };

export interface ImportFigures {
  rows: number;
  dryRunMs: number;
  applyMs: number;
  bulkInsertMs: number;
  peakRssMb: number;
}

/** The three files' rows, in the import's columns (schemas: groups, users, identifiers). */
function estateRows(scale: ImportScale) {
  const units: string[] = [];
  const groups: (string | number)[][] = [['', 'Site', 2, '1']];
  for (let b = 1; b <= scale.buildings; b++) {
    groups.push(['Site', `Building ${b}`, 3, String(b)]);
    for (let e = 1; e <= scale.entrances; e++) {
      groups.push([`Site/Building ${b}`, `Entrance ${e}`, 4, String(e)]);
      units.push(`Site/Building ${b}/Entrance ${e}`);
    }
  }
  const apartments: string[] = [];
  for (let a = 0; a < scale.apartments; a++) {
    const unit = units[a % units.length];
    groups.push([unit, `Apartment ${a + 1}`, 5, String(a + 1)]);
    apartments.push(`${unit}/Apartment ${a + 1}`);
  }
  const users = Array.from({ length: scale.users }, (_, i) => [`resident.${i}`, `Resident ${i}`, `resident.${i}@bench.example`, apartments[i % apartments.length]]);
  const identifiers = Array.from({ length: scale.identifiers }, (_, i) => [`Card ${i}`, 'card', String(10_000_000 + i), `resident.${i % scale.users}@bench.example`]);
  return {
    groups: { header: ['Parent group', 'Name', 'Type', 'Logic address'], rows: groups },
    users: { header: ['Login', 'Name', 'E-mail', 'Groups'], rows: users },
    identifiers: { header: ['Name', 'Type', 'Value', 'Owner'], rows: identifiers },
  };
}

type Files = ReturnType<typeof estateRows>;

/** Dry run and apply of each file in turn (groups, users, identifiers), as the administrator. */
async function importEstate(config: Config, files: Files) {
  const { app, store } = await buildApp(config);
  try {
    const adminId = await ensureAdministrator(store, 'bench-admin-password').then(async () => Number((await store.db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id));
    const actor = (await loadActor(store.db, adminId))!;
    let dryRunMs = 0;
    let applyMs = 0;
    for (const path of ['groups', 'users', 'identifiers'] as const) {
      const context = { store, entity: entityByPath(path)!, actor, locale: 'en' as const, resolvers: importResolvers };
      const bytes = await xlsxBuffer(path, files[path].header, files[path].rows);
      const started = performance.now();
      const session = await upload(context, { name: `${path}.xlsx`, bytes });
      const dry = await dryRun(context, session.id, { duplicates: 'skip', rows: {} });
      dryRunMs += performance.now() - started;
      if (dry.counts.error) throw new Error(`${path}: ${dry.counts.error} rows refused, e.g. ${JSON.stringify(dry.rows.find((r) => r.errors.length)?.errors)}`);
      const applying = performance.now();
      await apply(context, session.id, { duplicates: 'skip', rows: {} });
      applyMs += performance.now() - applying;
      console.error(`[bench] ${path}: ${files[path].rows.length} rows, dry run ${Math.round(applying - started)} ms, apply ${Math.round(performance.now() - applying)} ms`);
    }
    return { dryRunMs, applyMs };
  } finally {
    await app.close();
  }
}

async function insertBatches(db: Kysely<any>, table: string, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += 500) await db.insertInto(table).values(rows.slice(i, i + 500)).execute();
}

/** The same rows as plain INSERTs, in one transaction: groups with their paths, users and identifiers with their groups. */
async function bulkInsert(config: Config, files: Files) {
  const { app, store } = await buildApp(config);
  try {
    const now = new Date().toISOString();
    const stamp = { created_at: now, updated_at: now, created_by: null };
    const started = performance.now();
    await store.db.transaction().execute(async (trx) => {
      const idOf = new Map<string, { id: number; path: string }>([['', { id: ROOT_GROUP_ID, path: '0.' }]]);
      let next = Number((await sql<{ id: number }>`select max(id) as id from groups`.execute(trx)).rows[0].id) + 1;
      const groups = files.groups.rows.map(([parent, name, type, address]) => {
        const above = idOf.get(String(parent))!;
        const id = next++;
        const path = `${above.path}${id}.`;
        idOf.set(parent ? `${parent}/${name}` : String(name), { id, path });
        return { id, name, description: '', parent_id: above.id, domain_type_id: type, logic_address: address, path, ...stamp };
      });
      await insertBatches(trx, 'groups', groups);
      let userId = Number((await sql<{ id: number }>`select max(id) as id from users`.execute(trx)).rows[0].id) + 1;
      const users = files.users.rows.map(([login, name, email, group]) => ({ id: userId++, login, name, email, locale: 'en', is_verified: 0, group: idOf.get(String(group))!.id, ...stamp }));
      await insertBatches(trx, 'users', users.map(({ group: _, ...user }) => user));
      await insertBatches(trx, 'users_domain_ids', users.map((user) => ({ owner_id: user.id, ref_id: user.group })));
      const byEmail = new Map(users.map((user) => [user.email, user]));
      const identifiers = files.identifiers.rows.map(([name, type, value, owner]) => ({ name, description: '', is_active: 1, type, value, unique_value: value, owner_type: 'user', owner: byEmail.get(String(owner))!.id, passes_used: 0, revoked: 0, is_profile_identifier: 0, ...stamp }));
      await insertBatches(trx, 'identifiers', identifiers);
    });
    return performance.now() - started;
  } finally {
    await app.close();
  }
}

/**
 * Both runs on fresh databases from `freshUrl` (SQLite files or PostgreSQL databases). Peak RSS is the
 * process's after the import, before the bulk insert runs.
 */
export async function measureImport(freshUrl: () => Promise<string>, scale: ImportScale): Promise<ImportFigures> {
  const files = estateRows(scale);
  const config = async () => ({ ...testConfig(await freshUrl()), demo: false, checkAnswers: false, logLevel: 'error' });
  const imported = await importEstate(await config(), files);
  // VmHWM: resourceUsage().maxRSS keeps the parent's peak across exec (bench/backup-child.ts).
  const peakRssMb = peakRssMbOf(process.pid);
  const bulkInsertMs = await bulkInsert(await config(), files);
  const rows = files.groups.rows.length + files.users.rows.length + files.identifiers.rows.length;
  return { rows, ...imported, bulkInsertMs, peakRssMb };
}

export type ImportScaleName = 'tiny' | 'quick' | 'full';
export const IMPORT_SCALES: Record<ImportScaleName, ImportScale> = { tiny: TINY_IMPORT, quick: QUICK_IMPORT, full: FULL_IMPORT };

/**
 * The import rows measured in a process of their own (bench/import-only.ts --json), so its peak RSS is the
 * import's alone; PostgreSQL's databases are made on `postgresUrl`'s server and dropped after.
 */
export function measureImportInChild(dialect: 'sqlite' | 'postgres', scale: ImportScaleName, postgresUrl?: string): ImportFigures {
  const script = new URL('./import-only.ts', import.meta.url).pathname;
  const env = { ...process.env, ...(postgresUrl && { BENCH_POSTGRES_URL: postgresUrl }) };
  const output = execFileSync(process.execPath, ['--import', 'tsx', script, '--scale', scale, '--dialect', dialect, '--json'], { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(output.trim().split('\n').pop()!) as ImportFigures;
}

/** The figures as the bench's table shows them: dry run, apply against the bulk insert, peak RSS. */
export function importRows(dialect: string, figures: ImportFigures): Row[] {
  const section = `import (${dialect}, ${figures.rows.toLocaleString('en')} rows, XLSX)`;
  return [
    { section, measure: 'dry run of the three files (groups, users by groups, identifiers)', ours: ms(figures.dryRunMs), baseline: '', ratio: '' },
    { section, measure: 'apply (target: within 3x); baseline: plain bulk insert of the same rows, same run', ours: ms(figures.applyMs), baseline: ms(figures.bulkInsertMs), ratio: ratio(figures.applyMs, figures.bulkInsertMs) },
    { section, measure: 'peak RSS of the importing process (target: under 300 MB)', ours: `${figures.peakRssMb} MB`, baseline: '', ratio: '' },
  ];
}
