/**
 * A local server of Twilio's Messages API, as the real one answers (2010-04-01): it checks the account's basic
 * auth, the form body and the numbers, keeps what it accepted, and refuses as Twilio does (20003 for a wrong
 * account or token, 21211 for a To number that is not valid, 21602 for an empty body).
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
}

export async function startTwilioServer(account = `AC${randomBytes(16).toString('hex')}`, token = randomBytes(16).toString('hex')) {
  const messages: TwilioMessage[] = [];
  const server = createServer((request, response) => {
    const reply = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const refuse = (status: number, code: number, message: string) => reply(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${account}/Messages.json`) return refuse(404, 20404, 'The requested resource was not found');
      if (request.headers.authorization !== `Basic ${Buffer.from(`${account}:${token}`).toString('base64')}`) return refuse(401, 20003, 'Authenticate');
      const form = new URLSearchParams(raw);
      const [to, from, body] = [form.get('To') ?? '', form.get('From') ?? '', form.get('Body') ?? ''];
      if (!/^\+[1-9]\d{6,14}$/.test(to)) return refuse(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (!body) return refuse(400, 21602, 'Message body is required.');
      const message = { sid: `SM${randomBytes(16).toString('hex')}`, to, from, body };
      messages.push(message);
      reply(201, { sid: message.sid, account_sid: account, to, from, body, status: 'queued', num_segments: String(Math.ceil(body.length / 153)), date_created: new Date().toUTCString() });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    messages,
    /** The SMS_URL pointing the console at this server. */
    url: `twilio+http://${account}:${token}@127.0.0.1:${port}/?from=${encodeURIComponent('+15550001111')}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
