/**
 * The baseline: a minimal Fastify route answering the same page of users as `GET /api/v0/users/items`
 * (optionally filtered: name begins with, role equals; sorted by name; role and groups embedded; with the
 * total) with ONE hand-written SQL statement on the same database. No auth, no validation, no scopes:
 * what the generic layer costs is the difference. Not part of the product.
 *
 * GET /users?page=1&size=25[&prefix=Al&role_id=3]
 */
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';

const url = process.env.BENCH_DATABASE_URL!;
const COLUMNS = 'u.id, u.login, u.name, u.email, u.role_id, u.locale, u.elevator_access_disabled, u.profile, u.is_verified, u.avatar_url, u.created_at, u.updated_at, u.created_by';

type Query = (filtered: boolean, params: unknown[]) => Promise<Record<string, any>[]>;

function sqliteQuery(file: string): Query {
  const db = new SQLite(file, { readonly: true });
  // Text columns are `collate nocase`, so `like 'Al%'` can use the name index (case_sensitive_like off).
  const statement = (where: string) =>
    db.prepare(`select ${COLUMNS}, count(*) over () as total, json_object('id', r.id, 'name', r.name) as role,
      (select json_group_array(j.ref_id) from users_domain_ids j where j.owner_id = u.id) as domain_ids,
      (select json_group_array(json_object('id', g.id, 'name', g.name)) from users_domain_ids j join groups g on g.id = j.ref_id where j.owner_id = u.id) as domains
      from users u left join roles r on r.id = u.role_id ${where} order by u.name limit ? offset ?`);
  const filtered = statement(`where u.name like ? and u.role_id = ?`);
  const all = statement('');
  return async (isFiltered, params) =>
    ((isFiltered ? filtered : all).all(...params) as Record<string, any>[]).map((row) => ({
      ...row,
      profile: JSON.parse(row.profile),
      role: JSON.parse(row.role),
      domain_ids: JSON.parse(row.domain_ids),
      domains: JSON.parse(row.domains),
      elevator_access_disabled: Boolean(row.elevator_access_disabled),
      is_verified: Boolean(row.is_verified),
    }));
}

function postgresQuery(connectionString: string): Query {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const text = (where: string, first: number) =>
    `select ${COLUMNS}, count(*) over () as total, json_build_object('id', r.id, 'name', r.name) as role,
      (select coalesce(json_agg(j.ref_id), '[]') from users_domain_ids j where j.owner_id = u.id) as domain_ids,
      (select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name)), '[]') from users_domain_ids j join groups g on g.id = j.ref_id where j.owner_id = u.id) as domains
      from users u left join roles r on r.id = u.role_id ${where} order by u.name limit $${first} offset $${first + 1}`;
  const filtered = text(`where lower(u.name) like $1 and u.role_id = $2`, 3);
  const all = text('', 1);
  return async (isFiltered, params) =>
    (await pool.query(isFiltered ? filtered : all, params)).rows.map((row) => ({
      ...row,
      id: Number(row.id),
      role_id: row.role_id === null ? null : Number(row.role_id),
      profile: JSON.parse(row.profile),
      elevator_access_disabled: Boolean(Number(row.elevator_access_disabled)),
      is_verified: Boolean(Number(row.is_verified)),
    }));
}

const postgres = /^postgres(ql)?:\/\//.test(url);
const query = postgres ? postgresQuery(url) : sqliteQuery(url.replace(/^sqlite:/, ''));
const app = Fastify({ logger: false });
app.get('/users', async (request) => {
  const q = request.query as Record<string, string | undefined>;
  const page = Number(q.page ?? 1);
  const size = Number(q.size ?? 25);
  const filtered = q.prefix !== undefined;
  const prefix = postgres ? `${q.prefix?.toLowerCase()}%` : `${q.prefix}%`;
  const rows = await query(filtered, [...(filtered ? [prefix, Number(q.role_id)] : []), size, (page - 1) * size]);
  const total = rows.length ? Number(rows[0].total) : 0;
  return { data: rows.map(({ total: _, ...row }) => row), pagination: { total, size, page } };
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
