/**
 * The account calls of 001 §7 the pages make, one function each. Public calls go without a token
 * (`anonymous`): a visitor may still hold an old session, which must not decide what these answer.
 */
import { useMemo } from 'react';
import type { Http } from '../providers/http';
import { useHttp } from '../providers/http-context';
import type { ServerSettings } from '../../schemas/server-settings';
import type { CodeState, Invitation } from '../../schemas/account-answers';
import type { Country } from '../../schemas/server-meta';

/** GET /server/settings's answer (schemas/server-settings.ts). */
export type { CodeState, Country, Invitation, ServerSettings };

export interface SelfRegistration {
  user_name: string;
  user_country: string;
  user_email: string;
  user_type: string;
  user_phone: string;
  object_name: string;
  user_password: string;
  /** The language of the mails the visitor gets. */
  locale?: string;
}

/** The calls over a client: useHttp()'s in the console (useAccountApi()), a test double in a test. */
export function accountApi(http: Http) {
  const publicCall = <T,>(method: string, path: string, body?: unknown) =>
    http<{ data: T }>(method, path, { body, anonymous: true }).then((answer) => answer?.data);
  return {
    serverSettings: () => publicCall<ServerSettings>('GET', '/server/settings'),
    countries: () => publicCall<Country[]>('GET', '/countries'),
    registerSimple: (body: { name: string; login: string; password: string; locale?: string }) => publicCall('POST', '/registration/simple', body),
    confirmRegistration: (token: string) => publicCall('POST', '/registration/confirm', { token }),
    registerSelf: (body: SelfRegistration) => publicCall<{ token: string }>('POST', '/registration/self', body),
    codeState: (token: string) => publicCall<CodeState>('GET', `/registration/self/code/${encodeURIComponent(token)}`),
    resendCode: (token: string) => publicCall<Partial<CodeState>>('POST', `/registration/self/resend/${encodeURIComponent(token)}`),
    confirmEmail: (token: string, code: string) => publicCall<{ login: string }>('POST', '/email/confirm', { token, code }),
    invitation: (token: string) => publicCall<Invitation>('GET', `/registration/token/${encodeURIComponent(token)}`),
    acceptInvitation: (token: string, password: string) => publicCall('POST', '/registration/token', { token, password }),
    requestRecovery: (email: string) => publicCall('POST', '/password/recovery', { email }),
    resetPassword: (code: string, password: string) => publicCall('POST', '/password/reset', { code, password }),
    guestAccess: (keyId: string) => publicCall<Record<string, unknown>>('GET', `/guest-access/${encodeURIComponent(keyId)}`),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;

export function useAccountApi() {
  const http = useHttp();
  return useMemo(() => accountApi(http), [http]);
}
