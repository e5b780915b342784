/**
 * Reading the e-mail the console really sent (e2e/mailbox-server.ts), for the account stories.
 *
 * @example
 * const since = Date.now();
 * await page.getByRole('button', { name: 'Send the link' }).click();
 * const mail = await latestMailTo('resident1@example.com', { after: since });
 * await page.goto(linkIn(mail, '/password/reset/'));
 */
export const MAILBOX_URL = `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT ?? 18126}`;

export interface Mail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, '' when none. */
  html: string;
  receivedAt: number;
}

/** The newest message to `address` received at or after `after` (epoch ms), waiting up to timeoutMs. */
export async function latestMailTo(address: string, options: { after?: number; timeoutMs?: number } = {}): Promise<Mail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const response = await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(address)}`);
    const messages = (await response.json()) as Mail[];
    const fresh = messages.filter((m) => m.receivedAt >= (options.after ?? 0));
    if (fresh.length) return fresh[fresh.length - 1];
    if (Date.now() > deadline) throw new Error(`no mail to ${address} in the e2e mailbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The path (from `prefix` on) of the first console link in the mail, e.g. /password/reset/{token}. */
export function linkIn(mail: Mail, prefix: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${prefix.replace(/[/]/g, '\\/')}[A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${prefix} link in: ${mail.text}`);
  return match[1];
}

/** The 6-digit code of a self-registration mail. */
export function codeIn(mail: Mail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no code in: ${mail.text}`);
  return match[1];
}
