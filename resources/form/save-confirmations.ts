/**
 * An open registry of what an edit would do beyond the record itself, asked before it is saved: an entity's
 * module registers a check by the entity's path (amenities: the reservations a change of slots cancels), and
 * the form shows its answer in a confirmation that saving needs. Generic code never names an entity.
 *
 * @example registerSaveConfirmation('amenities', async ({ record, data, http }) => (await affected(http, record, data)).length ? { … } : undefined);
 */
import type { RaRecord } from 'react-admin';
import type { Http } from '../../src/providers/http';
import type { Translate } from '../locale-keys';

export interface SaveConfirmationContext {
  /** The record as stored. */
  record: RaRecord;
  /** What the form is about to save. */
  data: Record<string, unknown>;
  translate: Translate;
  /** A calendar date ('2026-11-30') in the user's date format. */
  formatDay(day: string): string;
  /** The console's client, for the check's own calls (the form's useHttp()). */
  http: Http;
}

/** What the user confirms: a sentence and the things it names, already in the user's language. */
export interface SaveConfirmation {
  message: string;
  items: string[];
}

export type SaveConfirmationCheck = (context: SaveConfirmationContext) => Promise<SaveConfirmation | undefined>;

const registry = new Map<string, SaveConfirmationCheck>();

export function registerSaveConfirmation(entityPath: string, check: SaveConfirmationCheck) {
  registry.set(entityPath, check);
}

export const saveConfirmationOf = (entityPath: string) => registry.get(entityPath);
