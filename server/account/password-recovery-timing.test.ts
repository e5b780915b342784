/**
 * Password recovery answers before any mail work (issue 13, item 14), over real HTTP and a real SMTP
 * server that holds every message until the test lets it go, on SQLite and PostgreSQL: the answer never
 * waits for the mail server, a known and an unknown address answer alike, and a refused mail is logged
 * (the token removed again), never an unhandled rejection.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

/** An SMTP server that holds each message (or refuses it) until `release()`. */
async function startHoldingSmtp() {
  let refuse = false;
  const held: { to: string; done: (error?: Error) => void }[] = [];
  const accepted: string[] = [];
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, session, done) {
      stream.resume();
      stream.on('end', () => held.push({ to: session.envelope.rcptTo[0]?.address.toLowerCase() ?? '', done }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    held,
    accepted,
    refuseNext: () => (refuse = true),
    release() {
      for (const message of held.splice(0)) {
        if (refuse) {
          message.done(new Error('mailbox unavailable'));
        } else {
          accepted.push(message.to);
          message.done();
        }
      }
      refuse = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(condition: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(DIALECTS)('password recovery answers first on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startHoldingSmtp>>;
  let server: TestServer;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    smtp = await startHoldingSmtp();
    server = await startServer(dialect, { config: { smtpUrl: smtp.url, ipWhitelist: ['127.0.0.1'] } });
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    smtp?.release();
    await server?.close();
    await smtp?.close();
  });

  const recover = (email: string) => server.request('POST', '/password/recovery', { body: { email } });
  const openResets = async () => Number((await server.store.db.selectFrom('account_tokens').select((eb) => eb.fn.countAll().as('n'))
    .where('kind', '=', 'password_reset').where('used_at', 'is', null).executeTakeFirstOrThrow()).n);

  it('answers while the mail server still holds the mail; the mail goes out after', async () => {
    const answer = await recover('resident1@example.com');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { ok: true } });
    expect(smtp.accepted).toEqual([]);
    // The mail was on its way when the answer came: it reaches the server, held there, then goes.
    await until(() => smtp.held.some((message) => message.to === 'resident1@example.com'), 'the held mail');
    smtp.release();
    expect(smtp.accepted).toEqual(['resident1@example.com']);
    expect(await openResets()).toBe(1);
  });

  it('answers a known and an unknown address alike, mailing only the known one', async () => {
    const [known, unknown] = [await recover('resident2@example.com'), await recover('nobody.here@example.com')];
    for (const answer of [known, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ data: { ok: true } });
    }
    const headers = (answer: typeof known) => [...answer.headers].filter(([name]) => name !== 'date');
    expect(headers(unknown)).toEqual(headers(known));
    await until(() => smtp.held.length > 0, 'the known address\'s mail');
    smtp.release();
    await new Promise((resolve) => setTimeout(resolve, 200)); // a mail to the unknown one would have come by now
    expect(smtp.held).toEqual([]);
    expect(smtp.accepted).not.toContain('nobody.here@example.com');
  });

  it('logs a refused mail and removes its link; nothing is left unhandled', async () => {
    const before = await openResets();
    smtp.refuseNext();
    expect((await recover('resident3@example.com')).status).toBe(200);
    await until(() => smtp.held.some((message) => message.to === 'resident3@example.com'), 'the mail to refuse');
    expect(await openResets()).toBe(before + 1);
    smtp.release();
    await until(async () => (await openResets()) === before, 'the refused link to be removed');
    expect(unhandled).toEqual([]);
  });
});
