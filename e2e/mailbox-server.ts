/**
 * The e2e mailbox: a real SMTP receiver on 127.0.0.1:18125 (the console server's SMTP_URL) and a tiny
 * HTTP endpoint on 127.0.0.1:18126 (both moved with E2E_PORT, see playwright.config.ts) that lists what arrived, for specs to read codes and links
 * (e2e/mailbox.ts). Started by playwright.config.ts as a webServer; stops with it.
 *
 *   GET /messages?to=a@example.com  ->  [{ to: [...], subject, text, receivedAt }, …] oldest first
 */
import { createServer } from 'node:http';
import { startSmtp } from '../server/test-support/smtp';

export const MAILBOX_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 18125);
export const MAILBOX_HTTP_PORT = Number(process.env.E2E_MAILBOX_PORT ?? 18126);

const smtp = await startSmtp(MAILBOX_SMTP_PORT);
const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${MAILBOX_HTTP_PORT}`);
  if (request.method !== 'GET' || url.pathname !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to');
  const messages = to ? smtp.to(to) : smtp.messages;
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
});
http.listen(MAILBOX_HTTP_PORT, '127.0.0.1');

const stop = async () => {
  http.close();
  await smtp.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
