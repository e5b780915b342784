/**
 * What the account calls answer (001 §7 "Registration", "Password recovery"; server/account/): the public pages
 * read them (src/account/account-api.ts) before anyone signs in.
 */
import { z } from 'zod';

/** A self-registration waiting for its e-mail code: where the code went (masked) and until when. */
export const codeState = z.object({ email: z.string(), expires_at: z.string(), resend_available_at: z.string() });
export type CodeState = z.infer<typeof codeState>;

/** The code sent again: its new times. */
export const codeResent = codeState.omit({ email: true });

/** Who an invitation is for. */
export const invitation = z.object({ login: z.string(), name: z.string(), email: z.string() });
export type Invitation = z.infer<typeof invitation>;

/** The self-registration's token, for the code page. */
export const registrationToken = z.object({ token: z.string() });

/** The account made: the login it signs in with. */
export const registered = z.object({ login: z.string() });
export const registeredOk = registered.extend({ ok: z.literal(true) });

export const appPopup = z.object({ is_app_popup_active: z.boolean() });
