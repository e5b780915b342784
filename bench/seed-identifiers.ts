/**
 * The bench estate's identifiers, as the API would store them: each resident gets two cards (decimal
 * values), an access code, a car's licence plate (every other one typed with Cyrillic look-alikes) and a
 * QR code, placed in the owner's apartment (identifiers_domain_ids, as the identifier hook does when no
 * groups are given), with the normalised `unique_value` the repository fills and the hook's
 * `passes_used`/`revoked`. Names start with the owner's name, so a name prefix picks a tenth of them.
 */
import { identifier } from '../schemas';
import { fillNormalizedColumns } from '../schemas/normalizers';
import { validateBody } from '../server/crud/body';

/** What each of an owner's identifiers is, in the order they are handed out. */
const KINDS = [
  { type: 'card', label: 'card' },
  { type: 'card', label: 'spare card' },
  { type: 'code', label: 'code' },
  { type: 'license_plate', label: 'car' },
  { type: 'qr', label: 'QR' },
] as const;

const LATIN = 'ABEKMHOPCTXI';
const CYRILLIC = 'АВЕКМНОРСТХІ';

/** A bijection of 32-bit numbers: card numbers that look random and never repeat. */
const scramble = (i: number) => ((i + 1) * 2654435761) % 4294967296;

function plate(i: number) {
  const letters = i % 2 ? CYRILLIC : LATIN;
  const series = Math.floor(i / 10_000);
  const letter = (n: number) => letters[n % letters.length];
  return `${letter(series)}${letter(Math.floor(series / 12))} ${String(i % 10_000).padStart(4, '0')} ${letter(Math.floor(series / 144))}${letter(7)}`;
}

function value(type: (typeof KINDS)[number]['type'], i: number) {
  if (type === 'card') return String(scramble(i));
  if (type === 'code') return String(10_000_000 + i);
  if (type === 'license_plate') return plate(i);
  return `QR-${scramble(i).toString(16).toUpperCase().padStart(8, '0')}`;
}

export interface IdentifierOwner {
  id: number;
  name: string;
  groupId: number;
}

/**
 * Identifier `firstId + i` belongs to owner `i mod owners` and is that owner's how-many-th kind.
 * `template` is any valid body's data: every stored default is the product's.
 */
export function identifierRecords(count: number, owners: IdentifierOwner[], firstId: number) {
  const template = validateBody(identifier, { name: 'x', value: '1', owner: owners[0].id }).data;
  const records: { id: number; record: Record<string, unknown> }[] = [];
  const memberships: { owner_id: number; ref_id: number }[] = [];
  for (let i = 0; i < count; i++) {
    const owner = owners[i % owners.length];
    const kind = KINDS[Math.floor(i / owners.length) % KINDS.length];
    const record: Record<string, unknown> = {
      ...template, name: `${owner.name} ${kind.label}`, type: kind.type, value: value(kind.type, i), owner: owner.id,
      passes_used: 0, revoked: false,
    };
    fillNormalizedColumns(identifier, record);
    records.push({ id: firstId + i, record });
    memberships.push({ owner_id: firstId + i, ref_id: owner.groupId });
  }
  return { records, memberships };
}
