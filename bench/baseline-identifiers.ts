/**
 * The baseline's hand-written statements for a page of identifiers as `GET /api/v0/identifiers/items`
 * answers it (sorted by name; optionally name begins with and type equals; owner_user and domains
 * embedded, domain_ids and access_rules listed; with the total), ONE statement per request.
 */
import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import type { BaselineQuery } from './baseline-users';

const BOOLEANS = ['is_active', 'is_profile_identifier', 'revoked'];

/** Decodes a row: JSON columns, and 0/1 as booleans, as the product's codec does. */
function decode(row: Record<string, any>) {
  const record: Record<string, any> = { ...row };
  for (const column of ['owner_user', 'domain_ids', 'domains', 'access_rules']) {
    if (typeof record[column] === 'string') record[column] = JSON.parse(record[column]);
  }
  for (const column of BOOLEANS) record[column] = Boolean(Number(record[column]));
  return record;
}

export function sqliteIdentifiers(db: SQLite.Database): BaselineQuery {
  // `name` is `collate nocase`, so `like 'Al%'` uses its index (case_sensitive_like off); the page first.
  const statement = (where: string) =>
    db.prepare(`with page as (select i.* from identifiers i ${where} order by i.name limit ? offset ?)
      select i.*, (select count(*) from identifiers i ${where}) as total,
      case when o.id is null then null else json_object('id', o.id, 'name', o.name) end as owner_user,
      (select json_group_array(j.ref_id) from identifiers_domain_ids j where j.owner_id = i.id) as domain_ids,
      (select json_group_array(json_object('id', g.id, 'name', g.name)) from identifiers_domain_ids j join groups g on g.id = j.ref_id where j.owner_id = i.id) as domains,
      (select json_group_array(j.ref_id) from identifiers_access_rules j where j.owner_id = i.id) as access_rules
      from page i left join users o on o.id = i.owner order by i.name`);
  const filtered = statement('where i.name like :prefix and i.type = :type');
  const all = statement('');
  return async (filter, size, offset) => {
    const rows = filter ? filtered.all(size, offset, { prefix: `${filter.prefix}%`, type: filter.value }) : all.all(size, offset);
    return (rows as Record<string, any>[]).map(decode);
  };
}

export function postgresIdentifiers(pool: pg.Pool): BaselineQuery {
  const text = (where: string) =>
    `with page as (select i.* from identifiers i ${where} order by i.name limit $1 offset $2)
      select i.*, (select count(*) from identifiers i ${where}) as total,
      case when o.id is null then null else json_build_object('id', o.id, 'name', o.name) end as owner_user,
      (select coalesce(json_agg(j.ref_id), '[]') from identifiers_domain_ids j where j.owner_id = i.id) as domain_ids,
      (select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name)), '[]') from identifiers_domain_ids j join groups g on g.id = j.ref_id where j.owner_id = i.id) as domains,
      (select coalesce(json_agg(j.ref_id), '[]') from identifiers_access_rules j where j.owner_id = i.id) as access_rules
      from page i left join users o on o.id = i.owner order by i.name`;
  // Text compares ignore case on PostgreSQL through lower(column), which the text search indexes cover.
  const filtered = text('where lower(i.name) like $3 and lower(i.type) = $4');
  const all = text('');
  return async (filter, size, offset) => {
    const { rows } = filter
      ? await pool.query(filtered, [size, offset, `${filter.prefix.toLowerCase()}%`, filter.value.toLowerCase()])
      : await pool.query(all, [size, offset]);
    return rows.map(decode);
  };
}
