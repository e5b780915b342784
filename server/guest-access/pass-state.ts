/**
 * The state of a guest pass at a moment (000 §4.1 guest identifier problems): valid, not yet valid,
 * expired, pass limit reached. Revoked or deactivated passes have no state: their key is invalid.
 */
export type GuestPassState = 'valid' | 'not_yet_valid' | 'expired' | 'pass_limit_reached';

export interface PassFacts {
  period_restrict_from: string | null;
  period_restrict_to: string | null;
  passes_restrict_count: number | null;
  passes_used: number;
}

export function passesLeft(pass: PassFacts) {
  return pass.passes_restrict_count === null ? null : Math.max(0, pass.passes_restrict_count - pass.passes_used);
}

/** Expiry is checked before the pass count: an expired pass says so even when its passes are used up. */
export function passState(pass: PassFacts, now = Date.now()): GuestPassState {
  if (pass.period_restrict_to && Date.parse(pass.period_restrict_to) <= now) return 'expired';
  if (passesLeft(pass) === 0) return 'pass_limit_reached';
  if (pass.period_restrict_from && Date.parse(pass.period_restrict_from) > now) return 'not_yet_valid';
  return 'valid';
}
