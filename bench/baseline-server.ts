/**
 * The baseline: a minimal Fastify server answering the same pages as `GET /api/v0/users/items` and
 * `GET /api/v0/identifiers/items` (optionally filtered) with ONE hand-written SQL statement each on the same
 * database (baseline-users.ts, baseline-identifiers.ts, baseline-events.ts). No auth, no validation, no scopes: what the
 * generic layer costs is the difference. Not part of the product.
 *
 * GET /users?page=1&size=25[&prefix=Al&role_id=3][&embed=1]
 * GET /identifiers?page=1&size=25[&prefix=Al&type=card][&embed=1][&sort=-name]
 * GET /events?page=1&size=25[&device_id=1&with_device=1][&type_prefix=call][&building_path=0.1.2.]
 */
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';
import { type EventsQuery, postgresEvents, sqliteEvents } from './baseline-events';
import { postgresIdentifiers, sqliteIdentifiers } from './baseline-identifiers';
import { type BaselineFilter, type BaselineQuery, postgresUsers, sqliteUsers } from './baseline-users';
import { COUNT_CAP } from '../server/crud/count-cap';

/** The product's pagination of a count that may have stopped at COUNT_CAP + 1 (baseline-users.ts countText). */
function pagination(rows: Record<string, any>[], size: number, page: number) {
  const counted = rows.length ? Number(rows[0].total) : 0;
  return counted === COUNT_CAP + 1 ? { total: COUNT_CAP, size, page, total_exact: false } : { total: counted, size, page };
}

const url = process.env.BENCH_DATABASE_URL!;

function queries(): Record<'users' | 'identifiers', BaselineQuery> & { events: EventsQuery } {
  if (/^postgres(ql)?:\/\//.test(url)) {
    pg.types.setTypeParser(20, Number); // bigint columns as numbers, as the product's connection reads them
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return { users: postgresUsers(pool), identifiers: postgresIdentifiers(pool), events: postgresEvents(pool) };
  }
  const db = new SQLite(url.replace(/^sqlite:/, ''), { readonly: true });
  return { users: sqliteUsers(db), identifiers: sqliteIdentifiers(db), events: sqliteEvents(db) };
}

const lists = queries();
const app = Fastify({ logger: false });

/** A list route: `prefix` plus the named equals parameter filter it, as the product's filters would. */
function route(path: 'users' | 'identifiers', equalsParameter: string) {
  app.get(`/${path}`, async (request) => {
    const q = request.query as Record<string, string | undefined>;
    const page = Number(q.page ?? 1);
    const size = Number(q.size ?? 25);
    const filter: BaselineFilter | undefined = q.prefix === undefined ? undefined : { prefix: q.prefix, value: String(q[equalsParameter]) };
    const rows = await lists[path](filter, size, (page - 1) * size, q.embed === '1', q.sort === '-name');
    return { data: rows.map(({ total: _, ...row }) => row), pagination: pagination(rows, size, page) };
  });
}
route('users', 'role_id');
route('identifiers', 'type');

app.get('/events', async (request) => {
  const q = request.query as Record<string, string | undefined>;
  const page = Number(q.page ?? 1);
  const size = Number(q.size ?? 25);
  const rows = await lists.events(
    {
      deviceId: q.device_id === undefined ? undefined : Number(q.device_id),
      typePrefix: q.type_prefix,
      buildingPath: q.building_path,
      withDevice: q.with_device === '1',
    },
    size,
    (page - 1) * size,
  );
  return { data: rows.map(({ total: _, ...row }) => row), pagination: pagination(rows, size, page) };
});

await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
