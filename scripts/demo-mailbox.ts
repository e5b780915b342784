/**
 * The demo's mail catcher (`npm start` runs it while DEMO is on and SMTP_URL is unset): an SMTP receiver on
 * 127.0.0.1:DEMO_SMTP_PORT (2525) that keeps every message in memory, and its inbox, a page on
 * http://127.0.0.1:DEMO_MAILBOX_PORT/ (8025) listing what the console sent, newest first, links clickable.
 * Loopback only, no sign-in: for a demo on one's own machine, never for real mail.
 */
import { createServer } from 'node:http';
import { startSmtp } from '../server/test-support/smtp';

const SMTP_PORT = Number(process.env.DEMO_SMTP_PORT || 2525);
const MAILBOX_PORT = Number(process.env.DEMO_MAILBOX_PORT || 8025);
const HOST = '127.0.0.1';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linked = (text: string) => escape(text).replace(/https?:\/\/[^\s<&]+/g, (url) => `<a href="${url}">${url}</a>`);

const smtp = await startSmtp(SMTP_PORT, HOST);
const inbox = createServer((request, response) => {
  const messages = [...smtp.messages].reverse();
  if (request.url === '/messages') return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  const items = messages.map(
    (m) => `<article><h2>${escape(m.subject)}</h2><p class="meta">To ${escape(m.to.join(', '))} · ${new Date(m.receivedAt).toLocaleString()}</p><pre>${linked(m.text)}</pre></article>`,
  );
  const page = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="10"><title>Demo mail</title>
<style>body{font:15px system-ui;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:.5rem 0}.meta{color:#666}pre{white-space:pre-wrap}</style></head>
<body><h1>Demo mail (${messages.length})</h1><p>What the console sent through the demo's SMTP server, 127.0.0.1:${SMTP_PORT}. Refreshes every 10 s.</p>${items.join('') || '<p>Nothing yet.</p>'}</body></html>`;
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" }).end(page);
});
inbox.listen(MAILBOX_PORT, HOST, () => console.log(`Demo mail: the console's e-mail is caught; read it at http://${HOST}:${MAILBOX_PORT}/`));

const stop = async () => {
  inbox.close();
  await smtp.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
