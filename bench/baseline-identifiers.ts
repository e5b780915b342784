/**
 * The baseline's hand-written statements for a page of identifiers as `GET /api/v0/identifiers/items`
 * answers it (sorted by name, or by name descending; optionally name begins with and type equals; optionally owner_user and
 * domains embedded as `with=owner_user,domains` does; domain_ids and access_rules listed; with the total),
 * ONE statement per request.
 */
import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import { type BaselineQuery, countText } from './baseline-users';

/** Owner and groups embedded (`with=owner_user,domains`), or nothing more. */
const embeds = (embed: boolean, object: string, list: string) =>
  embed
    ? {
        columns: `, case when o.id is null then null else ${object}('id', o.id, 'name', o.name) end as owner_user,
          (select ${list} from identifiers_domain_ids j join groups g on g.id = j.ref_id where j.owner_id = i.id) as domains`,
        join: 'left join users o on o.id = i.owner',
      }
    : { columns: '', join: '' };

const BOOLEANS = ['is_active', 'is_profile_identifier', 'revoked'];

/** Decodes a row: JSON columns, and 0/1 as booleans, as the product's codec does. */
function decode(row: Record<string, any>) {
  const record: Record<string, any> = { ...row };
  for (const column of ['owner_user', 'domain_ids', 'domains', 'access_rules']) {
    if (record[column] === undefined) continue;
    if (typeof record[column] === 'string') record[column] = JSON.parse(record[column]);
  }
  for (const column of BOOLEANS) record[column] = Boolean(Number(record[column]));
  return record;
}

export function sqliteIdentifiers(db: SQLite.Database): BaselineQuery {
  // `name` is `collate nocase`, so `like 'Al%'` uses its index (case_sensitive_like off); the page first.
  const statement = (where: string, embed: boolean, descending: boolean) => {
    const { columns, join } = embeds(embed, 'json_object', "json_group_array(json_object('id', g.id, 'name', g.name))");
    const order = descending ? 'i.name desc, i.id desc' : 'i.name';
    return db.prepare(`with page as (select i.* from identifiers i ${where} order by ${order} limit ? offset ?)
      select i.*, ${countText('identifiers', 'i', where, 'sqlite')} as total,
      (select json_group_array(j.ref_id) from identifiers_domain_ids j where j.owner_id = i.id) as domain_ids,
      (select json_group_array(j.ref_id) from identifiers_access_rules j where j.owner_id = i.id) as access_rules${columns}
      from page i ${join} order by ${order}`);
  };
  // By [filtered][embed][descending]: each shape prepared once.
  const shapes = ['', 'where i.name like :prefix and i.type = :type'].map((where) => [false, true].map((embed) => [false, true].map((descending) => statement(where, embed, descending))));
  return async (filter, size, offset, embed, descending = false) => {
    const prepared = shapes[Number(Boolean(filter))][Number(embed)][Number(descending)];
    const rows = filter ? prepared.all(size, offset, { prefix: `${filter.prefix}%`, type: filter.value }) : prepared.all(size, offset);
    return (rows as Record<string, any>[]).map(decode);
  };
}

export function postgresIdentifiers(pool: pg.Pool): BaselineQuery {
  const text = (where: string, embed: boolean, descending: boolean) => {
    const { columns, join } = embeds(embed, 'json_build_object', "coalesce(json_agg(json_build_object('id', g.id, 'name', g.name)), '[]')");
    // Words by their folded value, as the product orders them on PostgreSQL (server/crud/sort-order.ts).
    const order = descending ? 'lower(i.name) using ~>~, i.id desc' : 'lower(i.name) using ~<~, i.id';
    return `with page as (select i.* from identifiers i ${where} order by ${order} limit $1 offset $2)
      select i.*, ${countText('identifiers', 'i', where, 'postgres')} as total,
      (select coalesce(json_agg(j.ref_id), '[]') from identifiers_domain_ids j where j.owner_id = i.id) as domain_ids,
      (select coalesce(json_agg(j.ref_id), '[]') from identifiers_access_rules j where j.owner_id = i.id) as access_rules${columns}
      from page i ${join} order by ${order}`;
  };
  // Text compares ignore case on PostgreSQL through lower(column), which the text search indexes cover.
  const shapes = ['', 'where lower(i.name) like $3 and lower(i.type) = $4'].map((where) => [false, true].map((embed) => [false, true].map((descending) => text(where, embed, descending))));
  return async (filter, size, offset, embed, descending = false) => {
    const query = shapes[Number(Boolean(filter))][Number(embed)][Number(descending)];
    const { rows } = filter
      ? await pool.query(query, [size, offset, `${filter.prefix.toLowerCase()}%`, filter.value.toLowerCase()])
      : await pool.query(query, [size, offset]);
    return rows.map(decode);
  };
}
