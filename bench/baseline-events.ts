/**
 * The baseline's hand-written statements for a page of device events as `GET /api/v0/devices/events/items`
 * answers it: newest first (`-at`, then id descending), optionally one device (with the device embedded), a type
 * prefix, or one building's subtree (the one-building administrator's scope, by its path range); with the
 * total. ONE statement per request, prepared once per shape.
 */
import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import { countText } from './baseline-users';

export interface EventsFilter {
  deviceId?: number;
  typePrefix?: string;
  /** `0.3.17.`: events of the groups at and below it. */
  buildingPath?: string;
  withDevice?: boolean;
}

export type EventsQuery = (filter: EventsFilter, size: number, offset: number) => Promise<Record<string, any>[]>;

/** The where-clause (with `?`-numbered placeholders made by `param`) and its values. */
function where(filter: EventsFilter, param: (n: number) => string, first: number, fold: (sql: string) => string) {
  const parts: string[] = [];
  const values: unknown[] = [];
  const next = (value: unknown) => (values.push(value), param(first + values.length - 1));
  if (filter.deviceId !== undefined) parts.push(`e.device_id = ${next(filter.deviceId)}`);
  if (filter.typePrefix !== undefined) parts.push(`${fold('e.type')} like ${next(`${filter.typePrefix.toLowerCase()}%`)}`);
  if (filter.buildingPath !== undefined) {
    const from = next(filter.buildingPath);
    const to = next(`${filter.buildingPath.slice(0, -1)}/`);
    parts.push(`e.domain_id in (select g.id from groups g where g.path >= ${from} and g.path < ${to})`);
  }
  return { text: parts.length ? `where ${parts.join(' and ')}` : '', values };
}

function statementText(filter: EventsFilter, whereText: string, deviceJson: string, dialect: 'sqlite' | 'postgres') {
  const device = filter.withDevice ? `, case when d.id is null then null else ${deviceJson} end as device` : '';
  const join = filter.withDevice ? 'left join devices d on d.id = e.device_id' : '';
  return `with page as (select e.* from device_events e ${whereText} order by e.at desc, e.id desc limit LIMIT offset OFFSET)
    select e.*, ${countText('device_events', 'e', whereText, dialect)} as total${device}
    from page e ${join} order by e.at desc, e.id desc`;
}

const shape = (filter: EventsFilter) => JSON.stringify([filter.deviceId !== undefined, filter.typePrefix !== undefined, filter.buildingPath !== undefined, Boolean(filter.withDevice)]);

const decode = (row: Record<string, any>) => ({
  ...row,
  data: JSON.parse(row.data),
  ...(typeof row.device === 'string' ? { device: JSON.parse(row.device) } : {}),
});

export function sqliteEvents(db: SQLite.Database): EventsQuery {
  const prepared = new Map<string, SQLite.Statement>();
  // `type` is `collate nocase`: a plain LIKE prefix uses its index, as the product's filter does.
  return async (filter, size, offset) => {
    const { text, values } = where(filter, () => '?', 0, (column) => column);
    const key = shape(filter);
    if (!prepared.has(key)) {
      const sqlText = statementText(filter, text, "json_object('id', d.id, 'name', d.name)", 'sqlite').replace('LIMIT', '?').replace('OFFSET', '?');
      prepared.set(key, db.prepare(sqlText));
    }
    // Placeholders in text order: the page's where, limit, offset, then the count's where.
    const rows = prepared.get(key)!.all(...values, size, offset, ...values) as Record<string, any>[];
    return rows.map(decode);
  };
}

export function postgresEvents(pool: pg.Pool): EventsQuery {
  return async (filter, size, offset) => {
    const { text, values } = where(filter, (n) => `$${n}`, 3, (column) => `lower(${column})`);
    const sqlText = statementText(filter, text, "json_build_object('id', d.id, 'name', d.name)", 'postgres').replace('LIMIT', '$1').replace('OFFSET', '$2');
    const { rows } = await pool.query({ name: `events-${shape(filter)}`, text: sqlText, values: [size, offset, ...values] });
    return rows.map((row) => ({ ...row, data: JSON.parse(row.data) }));
  };
}
