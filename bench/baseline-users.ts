/**
 * The baseline's hand-written statements for a page of users as `GET /api/v0/users/items` answers it
 * (sorted by name; optionally name begins with and role equals; optionally role and groups embedded as
 * `with=role,domains` does; with the total), ONE statement per request.
 */
import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import { COUNT_CAP } from '../server/crud/count-cap';

/**
 * The total as the product counts it (server/crud/repository.ts totalOf): a whole SQLite table from its b-tree,
 * anything else up to COUNT_CAP + 1 rows (baseline-server.ts then answers "more than COUNT_CAP").
 */
export function countText(table: string, alias: string, where: string, dialect: 'sqlite' | 'postgres') {
  if (dialect === 'sqlite' && !where) return `(select count(*) from ${table})`;
  return `(select count(*) from (select 1 from ${table} ${alias} ${where} limit ${COUNT_CAP + 1}) capped)`;
}

/** The list's filter: a name prefix and the value the second field must equal (role id, type). */
export interface BaselineFilter {
  prefix: string;
  value: string;
}

/**
 * One page of records with `total` on each row; `embed`: the related records too (the product's `with`);
 * `descending`: by name descending (identifiers only).
 */
export type BaselineQuery = (filter: BaselineFilter | undefined, size: number, offset: number, embed: boolean, descending?: boolean) => Promise<Record<string, any>[]>;

const COLUMNS = 'u.id, u.login, u.name, u.email, u.role_id, u.locale, u.elevator_access_disabled, u.profile, u.license_info, u.is_verified, u.avatar_url, u.created_at, u.updated_at, u.created_by';

/** Only the embeds' columns and join change with `embed`; the four shapes are prepared once each. */
const embeds = (embed: boolean, object: string, list: string) =>
  embed
    ? { columns: `, ${object}('id', r.id, 'name', r.name) as role, (select ${list} from users_domain_ids j join groups g on g.id = j.ref_id where j.owner_id = u.id) as domains`, join: 'left join roles r on r.id = u.role_id' }
    : { columns: '', join: '' };

const decodeUser = (row: Record<string, any>) => ({
  ...row,
  id: Number(row.id),
  role_id: row.role_id === null ? null : Number(row.role_id),
  profile: JSON.parse(row.profile),
  license_info: JSON.parse(row.license_info),
  ...(typeof row.role === 'string' ? { role: JSON.parse(row.role) } : {}),
  domain_ids: typeof row.domain_ids === 'string' ? JSON.parse(row.domain_ids) : row.domain_ids,
  markers: typeof row.markers === 'string' ? JSON.parse(row.markers) : row.markers,
  ...(typeof row.domains === 'string' ? { domains: JSON.parse(row.domains) } : {}),
  elevator_access_disabled: Boolean(Number(row.elevator_access_disabled)),
  is_verified: Boolean(Number(row.is_verified)),
});

export function sqliteUsers(db: SQLite.Database): BaselineQuery {
  // Text columns are `collate nocase`, so `like 'Al%'` can use the name index (case_sensitive_like off).
  // The page first (index order, limit), then the embeds for its rows only, and the total as a scalar.
  const statement = (where: string, embed: boolean) => {
    const { columns, join } = embeds(embed, 'json_object', "json_group_array(json_object('id', g.id, 'name', g.name))");
    return db.prepare(`with page as (select ${COLUMNS} from users u ${where} order by u.name limit ? offset ?)
      select u.*, ${countText('users', 'u', where, 'sqlite')} as total,
      (select json_group_array(j.ref_id) from users_domain_ids j where j.owner_id = u.id) as domain_ids,
      (select json_group_array(j.ref_id) from users_markers j where j.owner_id = u.id) as markers${columns}
      from page u ${join} order by u.name`);
  };
  const filtered = [false, true].map((embed) => statement(`where u.name like :prefix and u.role_id = :role`, embed));
  const all = [false, true].map((embed) => statement('', embed));
  return async (filter, size, offset, embed) =>
    ((filter ? filtered[Number(embed)].all(size, offset, { prefix: `${filter.prefix}%`, role: Number(filter.value) }) : all[Number(embed)].all(size, offset)) as Record<string, any>[]).map(decodeUser);
}

export function postgresUsers(pool: pg.Pool): BaselineQuery {
  const text = (where: string, embed: boolean) => {
    const { columns, join } = embeds(embed, 'json_build_object', "coalesce(json_agg(json_build_object('id', g.id, 'name', g.name)), '[]')");
    // Words by their folded value, as the product orders them on PostgreSQL (server/crud/sort-order.ts).
    return `with page as (select ${COLUMNS} from users u ${where} order by lower(u.name) using ~<~, u.id limit $1 offset $2)
      select u.*, ${countText('users', 'u', where, 'postgres')} as total,
      (select coalesce(json_agg(j.ref_id), '[]') from users_domain_ids j where j.owner_id = u.id) as domain_ids,
      (select coalesce(json_agg(j.ref_id), '[]') from users_markers j where j.owner_id = u.id) as markers${columns}
      from page u ${join} order by lower(u.name) using ~<~, u.id`;
  };
  const filtered = [false, true].map((embed) => text(`where lower(u.name) like $3 and u.role_id = $4`, embed));
  const all = [false, true].map((embed) => text('', embed));
  return async (filter, size, offset, embed) =>
    (await (filter
      ? pool.query(filtered[Number(embed)], [size, offset, `${filter.prefix.toLowerCase()}%`, Number(filter.value)])
      : pool.query(all[Number(embed)], [size, offset]))
    ).rows.map(decodeUser);
}
