/**
 * English, whole: the contract ru.ts and uk.ts follow key for key (locales.test.ts fails on a missing one).
 * Two parts for the browser, so the login page downloads only the first: en-public.ts and en-signed-in.ts;
 * the e-mails (mail.en.ts) only the server reads.
 */
import { enPublic } from './en-public';
import { enSignedIn } from './en-signed-in';
import { mail } from './mail.en';

export const en = { ...enSignedIn, ...enPublic, mail };

export type Messages = typeof en;
