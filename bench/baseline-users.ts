/**
 * The baseline's hand-written statements for a page of users as `GET /api/v0/users/items` answers it
 * (sorted by name; optionally name begins with and role equals; role and groups embedded; with the
 * total), ONE statement per request.
 */
import type SQLite from 'better-sqlite3';
import type pg from 'pg';

/** The list's filter: a name prefix and the value the second field must equal (role id, type). */
export interface BaselineFilter {
  prefix: string;
  value: string;
}

/** One page of records with `total` on each row. */
export type BaselineQuery = (filter: BaselineFilter | undefined, size: number, offset: number) => Promise<Record<string, any>[]>;

const COLUMNS = 'u.id, u.login, u.name, u.email, u.role_id, u.locale, u.elevator_access_disabled, u.profile, u.is_verified, u.avatar_url, u.created_at, u.updated_at, u.created_by';

export function sqliteUsers(db: SQLite.Database): BaselineQuery {
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
  return async (filter, size, offset) =>
    ((filter ? filtered.all(size, offset, { prefix: `${filter.prefix}%`, role: Number(filter.value) }) : all.all(size, offset)) as Record<string, any>[]).map((row) => ({
      ...row,
      profile: JSON.parse(row.profile),
      role: JSON.parse(row.role),
      domain_ids: JSON.parse(row.domain_ids),
      domains: JSON.parse(row.domains),
      elevator_access_disabled: Boolean(row.elevator_access_disabled),
      is_verified: Boolean(row.is_verified),
    }));
}

export function postgresUsers(pool: pg.Pool): BaselineQuery {
  const text = (where: string) =>
    `with page as (select ${COLUMNS} from users u ${where} order by u.name limit $1 offset $2)
      select u.*, (select count(*) from users u ${where}) as total, json_build_object('id', r.id, 'name', r.name) as role,
      (select coalesce(json_agg(j.ref_id), '[]') from users_domain_ids j where j.owner_id = u.id) as domain_ids,
      (select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name)), '[]') from users_domain_ids j join groups g on g.id = j.ref_id where j.owner_id = u.id) as domains
      from page u left join roles r on r.id = u.role_id order by u.name`;
  const filtered = text(`where lower(u.name) like $3 and u.role_id = $4`);
  const all = text('');
  return async (filter, size, offset) =>
    (await (filter ? pool.query(filtered, [size, offset, `${filter.prefix.toLowerCase()}%`, Number(filter.value)]) : pool.query(all, [size, offset]))).rows.map((row) => ({
      ...row,
      id: Number(row.id),
      role_id: row.role_id === null ? null : Number(row.role_id),
      profile: JSON.parse(row.profile),
      elevator_access_disabled: Boolean(Number(row.elevator_access_disabled)),
      is_verified: Boolean(Number(row.is_verified)),
    }));
}
