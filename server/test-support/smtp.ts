/**
 * A real SMTP receiver on loopback for tests: `smtp-server` accepting every message (any or no login),
 * parsed into { to, subject, text }. Tests read codes and links from what the console really sent.
 *
 * @example
 * const smtp = await startSmtp();
 * const server = await startServer('sqlite', { config: { smtpUrl: smtp.url } });
 * const mail = await smtp.waitFor('new@example.com');
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope sender. */
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, '' when none. */
  html: string;
  receivedAt: number;
}

export interface SmtpReceiver {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** The first message to `to` received after `after` (epoch ms), waiting up to timeoutMs. */
  waitFor(to: string, options?: { after?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  /** Messages to `to` so far. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/**
 * How the receiver answers besides accepting: addresses it rejects (550 at RCPT TO), every message refused (554
 * after DATA), or a login other than `credentials` refused (535).
 */
export interface SmtpBehaviour {
  rejectRecipients?: string[];
  refuseMessages?: boolean;
  credentials?: { username: string; password: string };
}

export async function startSmtp(port = 0, host = '127.0.0.1', behaviour: SmtpBehaviour = {}): Promise<SmtpReceiver> {
  const rejected = new Set((behaviour.rejectRecipients ?? []).map((address) => address.toLowerCase()));
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, done) => {
      const { credentials } = behaviour;
      const refused = credentials && (auth.username !== credentials.username || auth.password !== credentials.password);
      return refused ? done(Object.assign(new Error('Authentication failed'), { responseCode: 535 })) : done(null, { user: auth.username });
    },
    onRcptTo: (address, _session, done) =>
      rejected.has(address.address.toLowerCase()) ? done(Object.assign(new Error('no such mailbox'), { responseCode: 550 })) : done(),
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (behaviour.refuseMessages) return done(Object.assign(new Error('message refused'), { responseCode: 554 }));
        const { subject, text, html } = parseMessage(Buffer.concat(chunks).toString('latin1'));
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push({ from, to, subject, text, html, receivedAt: Date.now() });
        for (const wake of waiters) wake();
        done();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  const to = (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase()));

  async function waitFor(address: string, options: { after?: number; timeoutMs?: number } = {}) {
    const find = () => to(address).find((m) => m.receivedAt >= (options.after ?? 0));
    const deadline = Date.now() + (options.timeoutMs ?? 5000);
    for (;;) {
      const found = find();
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${options.timeoutMs ?? 5000} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => { waiters.delete(wake); resolve(); };
        waiters.add(wake);
        setTimeout(wake, 100);
      });
    }
  }

  return {
    url: `smtp://test:test@${host}:${actualPort}`,
    port: actualPort,
    messages,
    waitFor,
    to,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// --- A minimal MIME reader: enough for what nodemailer writes (multipart, base64, quoted-printable, UTF-8 words).

function splitHead(raw: string) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');

function decodeQuotedPrintable(text: string) {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return utf8(bytes);
}

function decodeWords(value: string) {
  return value.replace(/\s*=\?([^?]+)\?([BQ])\?([^?]*)\?=\s*/gi, (_, _charset, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function decodeBody(body: string, encoding = '') {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  return utf8(body);
}

/** The message's first part of this type (text/plain, text/html), decoded. */
function partOf(raw: string, wanted: string): string {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    const texts = parts.map((part) => partOf(part, wanted)).filter((t) => t !== '');
    return texts[0] ?? '';
  }
  if (!type.toLowerCase().startsWith(wanted)) return '';
  return decodeBody(body, headers.get('content-transfer-encoding')).replace(/\r\n/g, '\n').trim();
}

export function parseMessage(raw: string) {
  const { headers } = splitHead(raw);
  return { subject: decodeWords(headers.get('subject') ?? ''), text: partOf(raw, 'text/plain'), html: partOf(raw, 'text/html') };
}
