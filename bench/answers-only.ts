/**
 * `npx tsx bench/answers-only.ts`: what declaring an answer costs (issue 35 item 6, docs/architecture.md
 * "Answers"). An access matrix of 100 users × 200 devices (20,000 cells; the limit is 1,000 × 200), one page of
 * the licence-period report (1,000 rows, its largest page) and the unread notifications' count (a small answer
 * the console reads on every page), serialised four ways: plain
 * JSON.stringify (before), fast-json-stringify with the answer's JSON Schema (what the server does), the zod
 * check (what tests and CHECK_ANSWERS=1 add), and both. Median of 7 runs, microseconds per answer.
 */
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { accessMatrix } from '../schemas/access-decision';
import { periodReport } from '../schemas/licence-report-answers';
import { answerJsonSchema, answerMismatch } from '../server/route-answers';

function timePerCall(run: () => unknown, calls: number) {
  const runs: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = process.hrtime.bigint();
    for (let n = 0; n < calls; n++) run();
    runs.push(Number(process.hrtime.bigint() - start) / 1000 / calls);
  }
  return runs.sort((a, b) => a - b)[3];
}

function measure(name: string, schema: z.ZodType, answer: unknown, calls: number) {
  const serialise = fastJson(answerJsonSchema(schema, 'draft-7') as object);
  if (serialise(answer) !== JSON.stringify(answer)) throw new Error(`${name}: the two serialisations differ`);
  const figures = {
    'JSON.stringify': timePerCall(() => JSON.stringify(answer), calls),
    'fast-json-stringify': timePerCall(() => serialise(answer), calls),
    'zod check': timePerCall(() => answerMismatch(schema, answer), calls),
    'zod check + fast-json-stringify': timePerCall(() => (answerMismatch(schema, answer), serialise(answer)), calls),
  };
  console.log(`| ${name} | ${Object.values(figures).map((us) => us.toFixed(1)).join(' | ')} |`);
}

const rows = Array.from({ length: 1000 }, (_, i) => ({
  id: i + 1, login: `user${i}`, name: `Resident ${i}`, groups: 'Building 3, Entrance 2', is_active: i % 7 !== 0,
  from: 1_700_000_000_000 + i, to: i % 3 ? 1_800_000_000_000 : null, status: (['pending', 'active', 'ending', 'expired'] as const)[i % 4],
  last_notified_at: i % 5 ? null : '2026-11-20T08:00:00.000Z',
}));
const unread = z.object({ data: z.object({ total: z.number().int(), alarm: z.number().int(), important: z.number().int() }) });

console.log('| answer | JSON.stringify | fast-json-stringify | zod check | zod check + fast-json-stringify |');
console.log('|---|---|---|---|---|');
const cells = Array.from({ length: 20_000 }, (_, i) => ({
  subject_id: Math.floor(i / 200) + 1, device_id: (i % 200) + 1, allowed: i % 3 === 0,
  reason: i % 3 === 0 ? { code: 'allowed_by_rule' as const, rule_id: 7, schedule_id: 2 } : { code: 'no_rule' as const },
}));
measure('access matrix, 20,000 cells', accessMatrix, { at: new Date(0).toISOString(), cells }, 5);
measure('licence periods, 1,000 rows', periodReport, { data: rows, total: 20_001 }, 50);
measure('unread notifications', unread, { data: { total: 12, alarm: 3, important: 4 } }, 20_000);
