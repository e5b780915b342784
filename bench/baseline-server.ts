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

/** params: size, offset, then (filtered) the name pattern and the role id. */
type Query = (filtered: boolean, params: unknown[]) => Promise<Record<string, any>[]>;

function sqliteQuery(file: string): Query {
  const db = new SQLite(file, { readonly: true });
  // Text columns are `collate nocase`, so `like 'Al%'` can use the name index (case_sensitive_like off).
  // The page first (index order, limit), then the embeds for its rows only, and the total as a scalar.
  const statement = (where: string) =>
    db.prepare(`with page as (select ${COLUMNS} from users u ${where} order by u.name limit ? offset ?)
      select u.*, (select count(*) from users u ${where}) as total, json_object('id', r.id, 'name', r.name) as role,
      (select json_group_array(j.ref_id) from users_domain_ids j where j.owner_id = u.id) as domain_ids,
      (select json_group_array(json_object('id', g.id, 'name', g.name)) from users_domain_ids j join groups g on g.id = j.ref_id where j.owner_id = u.id) as domains
      from page u left join roles r on r.id = u.role_id order by u.name`);
  const filtered = statement(`where u.name like :prefix and u.role_id = :role`);
  const all = statement('');
  return async (isFiltered, [size, offset, prefix, role]) =>
    ((isFiltered ? filtered.all(size, offset, { prefix, role }) : all.all(size, offset)) as Record<string, any>[]).map((row) => ({
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
  const text = (where: string) =>
    `with page as (select ${COLUMNS} from users u ${where} order by u.name limit $1 offset $2)
      select u.*, (select count(*) from users u ${where}) as total, json_build_object('id', r.id, 'name', r.name) as role,
      (select coalesce(json_agg(j.ref_id), '[]') from users_domain_ids j where j.owner_id = u.id) as domain_ids,
      (select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name)), '[]') from users_domain_ids j join groups g on g.id = j.ref_id where j.owner_id = u.id) as domains
      from page u left join roles r on r.id = u.role_id order by u.name`;
  const filtered = text(`where lower(u.name) like $3 and u.role_id = $4`);
  const all = text('');
  return async (isFiltered, params) =>
    (await pool.query(isFiltered ? filtered : all, isFiltered ? params : params.slice(0, 2))).rows.map((row) => ({
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
  const rows = await query(filtered, [size, (page - 1) * size, ...(filtered ? [prefix, Number(q.role_id)] : [])]);
  const total = rows.length ? Number(rows[0].total) : 0;
  return { data: rows.map(({ total: _, ...row }) => row), pagination: { total, size, page } };
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
