/** Which public flows the project opened (Project settings → General). */
import type { Kysely } from 'kysely';
import { AppError } from '../errors';
import { readSection } from '../settings/project-settings';

/** Simple and self-registration: open only when allowed and not in standalone mode (000 §2.3). */
export async function requireRegistrationOpen(db: Kysely<any>) {
  const general = await readSection(db, 'general');
  if (!general.can_user_register_himself || general.is_standalone_mode) throw new AppError('registration_closed');
  return general;
}

export async function requireTokenRegistrationOpen(db: Kysely<any>) {
  const general = await readSection(db, 'general');
  if (!general.can_user_register_by_token) throw new AppError('registration_closed');
  return general;
}

export async function requireRecoveryOpen(db: Kysely<any>) {
  const general = await readSection(db, 'general');
  if (!general.can_user_recovery_password) throw new AppError('recovery_closed');
  return general;
}
