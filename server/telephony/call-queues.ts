/**
 * A call queue's ringing (schemas/call-queue.ts) as stages of the call's route (call-routing.ts): all members
 * at once, or one after the other for `member_timeout` each, until the caller has waited `max_wait`. A
 * round-robin queue starts each call with the member after the one that began the previous call; its turn
 * is counted in one statement, so calls arriving together still start with different members.
 */
import { type Kysely, sql } from 'kysely';
import { callQueue } from '../../schemas/call-queue';
import { rowToRecord } from '../db/codec';
import type { RingStage } from './call-routing';

interface StoredCallQueue {
  id: number;
  members: string[];
  strategy: 'ring_all' | 'in_order' | 'round_robin';
  member_timeout: number;
  max_wait: number;
}

async function queueById(db: Kysely<any>, id: number): Promise<StoredCallQueue | undefined> {
  const row = await db.selectFrom('call_queues').select(['id', 'members', 'strategy', 'member_timeout', 'max_wait']).where('id', '=', id).executeTakeFirst();
  return row && (rowToRecord(callQueue, row) as unknown as StoredCallQueue);
}

/** The queue's next turn (0 for its first call), counted atomically on both databases. */
async function nextTurn(db: Kysely<any>, queueId: number): Promise<number> {
  const row = await db
    .insertInto('call_queue_turns')
    .values({ queue_id: queueId, turn: 1 })
    .onConflict((conflict) => conflict.column('queue_id').doUpdateSet({ turn: sql`call_queue_turns.turn + 1` }))
    .returning('turn')
    .executeTakeFirstOrThrow();
  return Number(row.turn) - 1;
}

/** Members one by one, each for its time, cut where the caller's wait ends. */
function oneByOne(members: string[], queue: StoredCallQueue): RingStage[] {
  const stages: RingStage[] = [];
  let waited = 0;
  for (const number of members) {
    if (waited >= queue.max_wait) break;
    const timeout = Math.min(queue.member_timeout, queue.max_wait - waited);
    stages.push({ numbers: [number], timeout, onError: true });
    waited += timeout;
  }
  return stages;
}

/** The stages a call to a number served by this queue rings; none when the queue is gone. */
export async function queueStages(db: Kysely<any>, queueId: number): Promise<RingStage[]> {
  const queue = await queueById(db, queueId);
  if (!queue) return [];
  if (queue.strategy === 'ring_all') return [{ numbers: queue.members, timeout: queue.max_wait, onError: true }];
  if (queue.strategy === 'in_order') return oneByOne(queue.members, queue);
  const start = (await nextTurn(db, queue.id)) % queue.members.length;
  return oneByOne([...queue.members.slice(start), ...queue.members.slice(0, start)], queue);
}
