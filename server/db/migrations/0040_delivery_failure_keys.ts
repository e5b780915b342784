// Written by hand: announce_responses.error holds a failure key (schemas/announce-response.ts DELIVERY_FAILURES)
// instead of an English sentence; rows stored before say the same by their key.
import type { Kysely, Migration } from 'kysely';

const SENTENCES: Record<string, string> = {
  'the user has no e-mail': 'no_email',
  // Before this migration a missing mail server was stored as a refusal: the true cause is unknown now.
  'the mail server refused the message': 'mail_refused',
  'no SMS provider is configured': 'sms_not_configured',
  'the user has no phone number': 'no_phone',
  'the SMS provider did not answer': 'sms_unreachable',
};

export const migration: Migration = {
  async up(db: Kysely<any>) {
    for (const [sentence, key] of Object.entries(SENTENCES)) await db.updateTable('announce_responses').set({ error: key }).where('error', '=', sentence).execute();
    await db.updateTable('announce_responses').set({ error: 'sms_refused' }).where('error', 'like', 'the SMS provider refused%').execute();
    await db.updateTable('announce_responses').set({ error: null }).where('error', '=', '').execute();
  },
};
