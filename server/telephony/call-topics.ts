/**
 * The dialer's live topic (001 §7): `calls-management.{number}` carries `CallUpdated` for the calls of one
 * number. Only the number's own user may follow it.
 */
import type { TopicFamily } from '../live/topics';

export const CALL_TOPIC_PREFIX = 'calls-management.';
export const callTopic = (number: string) => `${CALL_TOPIC_PREFIX}${number}`;

export const callTopics: TopicFamily = {
  prefix: CALL_TOPIC_PREFIX,
  async mayFollow(db, actor, number) {
    if (!/^\d{1,32}$/.test(number) || actor.id === null) return false;
    const row = await db.selectFrom('virtual_numbers').select('id').where('number', '=', number).where('user_id', '=', actor.id).executeTakeFirst();
    return row !== undefined;
  },
};
