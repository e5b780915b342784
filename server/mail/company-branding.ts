/**
 * An account e-mail branded with the management company that applies to its recipient (000 §3.1
 * whitelabel_settings; issue 38: "account e-mails carry it"): the company's logo and name above the text, its
 * address, e-mail and phone below it; the plain text part names the company the same way.
 */
import type { WhiteLabelSettings } from '../../schemas/settings/white-label';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `logoUrl`: the logo's absolute address, or '' for none. */
export function brandedMail(message: MailMessage, company: Pick<WhiteLabelSettings, 'name' | 'address' | 'email' | 'phone'>, logoUrl: string): MailMessage {
  const contacts = [company.name, company.address, company.email, company.phone].filter((line) => line !== '');
  if (!contacts.length && !logoUrl) return message;
  const logo = logoUrl ? `<img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(company.name)}" style="max-height:48px"><br>\n` : '';
  const head = `<p>${logo}${company.name ? `<strong>${escapeHtml(company.name)}</strong>` : ''}</p>\n`;
  const foot = `\n<p style="color:#666">${contacts.map(escapeHtml).join('<br>\n')}</p>`;
  const html = (message.html ?? '').replace(/<body>/, `<body>${head}`).replace(/<\/body>/, `${foot}</body>`);
  const text = `${company.name ? `${company.name}\n\n` : ''}${message.text}\n\n--\n${contacts.join('\n')}`;
  return { ...message, text, html };
}
