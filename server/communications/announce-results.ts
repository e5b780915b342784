/**
 * The rows of a poll's results (schemas/announce-result.ts): every answer of every question of every poll,
 * with the number of recipients who chose it, counted in the database from the responses' answers. The id is
 * the poll's id, the question's and the answer's positions together (stable: a poll's questions never change
 * once it is sent). One query per dialect, for their JSON functions differ.
 */
import { sql } from 'kysely';
import { announceResult } from '../../schemas/announce-result';
import { type ReadModelSource, entityHooks } from '../crud/hooks';

const SQLITE = sql`
  select a.id * 10000 + cast(q.key as integer) * 100 + cast(c.key as integer) as id,
    a.created_at, a.updated_at, a.created_by, a.id as announce_id,
    cast(q.key as integer) as question, json_extract(q.value, '$.text') as question_text,
    cast(c.key as integer) as answer, c.value as answer_text,
    (select count(*) from announce_responses r, json_each(r.answers) ra, json_each(ra.value, '$.choices') rc
      where r.announce_id = a.id and r.answered_at is not null
        and json_extract(ra.value, '$.question') = cast(q.key as integer) and rc.value = cast(c.key as integer)) as count
  from announces a, json_each(a.type_info, '$.questions') q, json_each(q.value, '$.answers') c
  where a.type = 'poll'`;

const POSTGRES = sql`
  select a.id::bigint * 10000 + (q.ord - 1) * 100 + (c.ord - 1) as id,
    a.created_at, a.updated_at, a.created_by, a.id as announce_id,
    (q.ord - 1)::bigint as question, q.value ->> 'text' as question_text,
    (c.ord - 1)::bigint as answer, c.value #>> '{}' as answer_text,
    (select count(*) from announce_responses r, jsonb_array_elements(r.answers::jsonb) ra, jsonb_array_elements(ra -> 'choices') rc
      where r.announce_id = a.id and r.answered_at is not null
        and (ra ->> 'question')::bigint = q.ord - 1 and (rc #>> '{}')::bigint = c.ord - 1) as count
  from announces a
    cross join lateral jsonb_array_elements(a.type_info::jsonb -> 'questions') with ordinality as q(value, ord)
    cross join lateral jsonb_array_elements(q.value -> 'answers') with ordinality as c(value, ord)
  where a.type = 'poll'`;

export const announceResultsSource: ReadModelSource = (_db, dialect) => sql`(${dialect === 'postgres' ? POSTGRES : SQLITE})`;

export const announceResultHooks = entityHooks(announceResult, { source: announceResultsSource });
