/**
 * The dialer's contacts (000 §3.15, §4.2): search is case-insensitive over the user's name, the contact's
 * name, the number and the description together; the user's own contact is never listed.
 */
import type { DialerContact } from '../../schemas/dialer';
/** GET /calls/contacts's rows (schemas/dialer.ts). */
export type { DialerContact };

const haystack = (contact: DialerContact) => [contact.user?.name, contact.name, contact.number, contact.user?.description].filter(Boolean).join(' ').toLowerCase();

export function searchContacts(contacts: readonly DialerContact[], query: string, ownNumbers: readonly string[]): DialerContact[] {
  const wanted = query.trim().toLowerCase();
  return contacts.filter((contact) => !ownNumbers.includes(contact.number) && (!wanted || haystack(contact).includes(wanted)));
}
