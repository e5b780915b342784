/**
 * For the account tests: a real server of the given dialect sending mail to a real SMTP receiver, with
 * helpers to open or close flows, read the token from a mailed link and count rows.
 */
import { expect } from 'vitest';
import type { DialectName } from '../db/connect';
import { type GeneralSettings, readSection, writeSection } from '../settings/project-settings';
import { type SmtpReceiver, startSmtp } from '../test-support/smtp';
import { type TestServer, startServer } from '../test-support/server';

export interface AccountTestServer extends TestServer {
  smtp: SmtpReceiver;
  setGeneral(patch: Partial<GeneralSettings>): Promise<void>;
  rows(table: string): Promise<number>;
}

export async function startAccountServer(dialect: DialectName): Promise<AccountTestServer> {
  const smtp = await startSmtp();
  const server = await startServer(dialect, { config: { smtpUrl: smtp.url } });
  return {
    ...server,
    smtp,
    async setGeneral(patch) {
      await writeSection(server.store.db, 'general', { ...(await readSection(server.store.db, 'general')), ...patch });
    },
    async rows(table) {
      const row = await server.store.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async close() {
      await server.close();
      await smtp.close();
    },
  };
}

/** The last path segment of the first link in the mail that contains `path`. */
export function tokenFromMail(text: string, path: string) {
  const match = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}([A-Za-z0-9_-]+)`).exec(text);
  expect(match, `no ${path} link in: ${text}`).not.toBeNull();
  return match![1];
}

/** A unique e-mail per call, so tests never see each other's mail. */
let counter = 0;
export const freshEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;
