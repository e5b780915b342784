/**
 * The calls the guest pages make (001 §7 "Identifiers … guest-access put and patch"): the caller's passes,
 * one pass, the shareable rules and limits the form offers, grant and change. The server decides every
 * limit; the form only shows them.
 */
import { http } from '../../src/providers';

export type GuestPassState = 'valid' | 'not_yet_valid' | 'expired' | 'pass_limit_reached';

export interface GuestPass {
  id: number;
  name: string;
  key_id: string;
  key_message: string;
  state: GuestPassState;
  passes_left: number | null;
  passes_restrict_count: number | null;
  period_restrict_from: string;
  period_restrict_to: string;
  access_rules: number[];
}

export interface GuestOptions {
  access_rules: { id: number; name: string }[];
  limits: { max_passes_count: number; max_period_days: number };
}

export interface GuestPassInput {
  name: string;
  selectedAccessRules: number[];
  validatePeriod: { from: string; to: string };
  passLimit: number;
  keyMessage: string;
}

const BASE = '/identifiers/guest-access';

export const guestApi = {
  list: async () => (await http<{ data: GuestPass[] }>('GET', `${BASE}/items`)).data,
  one: async (id: number) => (await http<{ data: GuestPass }>('GET', `${BASE}/${id}`)).data,
  options: async () => (await http<{ data: GuestOptions }>('GET', `${BASE}/options`)).data,
  create: async (body: GuestPassInput) => (await http<{ data: GuestPass }>('PUT', BASE, { body })).data,
  update: async (id: number, body: GuestPassInput) => (await http<{ data: GuestPass }>('PATCH', `${BASE}/${id}`, { body })).data,
};

/** The public page of a pass, on this console's own origin (what the guest is sent). */
export const guestUrl = (keyId: string) => `${window.location.origin}/guest-access/${keyId}`;
