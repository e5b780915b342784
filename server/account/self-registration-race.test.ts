/**
 * The self-registration code's try limit under parallel guesses (issue 13, item 7), over real HTTP and
 * real SMTP on SQLite and PostgreSQL: of 19 codes sent at once, only MAX_CODE_ATTEMPTS are compared.
 * The address is whitelisted, so the per-address limit of public calls stays out of the way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { type SmtpReceiver, startSmtp } from '../test-support/smtp';
import { freshEmail } from './account-test-server';
import { MAX_CODE_ATTEMPTS } from './one-time-tokens';

const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)![1];

describe.each(DIALECTS)('self-registration code under parallel guesses on %s', (dialect) => {
  let smtp: SmtpReceiver;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer(dialect, { config: { smtpUrl: smtp.url, ipWhitelist: ['127.0.0.1'] } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const form = (email: string) => ({ user_name: 'Sam Race', user_email: email, user_password: 'long-enough-1' });
  const confirm = (token: string, code: string) => server.request('POST', '/email/confirm', { body: { token, code } });
  const usersWith = async (email: string) =>
    (await server.store.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;

  it(`compares only ${MAX_CODE_ATTEMPTS} of 19 parallel codes (18 wrong, the right one last); the token is spent after (3 trials)`, async () => {
    for (let trial = 0; trial < 3; trial++) {
      const email = freshEmail(`race.${dialect}`);
      const token = (await server.request('POST', '/registration/self', { body: form(email) })).body.data.token as string;
      const code = codeOf((await smtp.waitFor(email)).text);
      const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const answers = await Promise.all(Array.from({ length: 19 }, (_, i) => confirm(token, i === 18 ? code : wrong(i))));

      const accepted = answers.filter((answer) => answer.status === 200).length;
      const wrongCompared = answers.filter((answer) => answer.body.error?.fields?.code).length;
      const noTryLeft = answers.filter((answer) => answer.body.error?.fields?.token).length;
      expect(accepted + wrongCompared, JSON.stringify(answers.map((answer) => answer.status))).toBe(MAX_CODE_ATTEMPTS);
      expect(noTryLeft).toBe(19 - MAX_CODE_ATTEMPTS);
      expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.body.error.code === 'invalid_confirmation_code')).toBe(true);
      // The right code made an account only if it was among the tries; either way the token is gone.
      expect(await usersWith(email)).toBe(accepted);
      const late = await confirm(token, code);
      expect(late.status).toBe(422);
      expect(late.body.error.fields).toHaveProperty('token');
    }
  });
});
