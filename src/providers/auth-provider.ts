/**
 * Sign-in for react-admin (001 §7 "Auth and account", 000 §4.2). Login may answer several sessions, one per
 * project: then they wait in the token store and the user picks one on /choose-project. Token refresh
 * lives in http.ts, so every call benefits; what reaches checkError as a 401 is a session that is over.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { Command, Operation } from '../../schemas/define-entity';
import { entityCodec } from './entity-codec-loader';
import { holdsGrant } from './entity-grants';
import type { Http } from './http';
import { browserPath, chooseProjectUrl, loginUrl } from './redirects';
import type { Project, Session, TokenStore } from './token-store';
import type { Profile } from '../../schemas/profile';

/** 001 §9: login answers within 3 s. */
export const LOGIN_TIMEOUT_MS = 3_000;
/** Identity, permissions and access checks share one profile read for this long. */
export const PROFILE_TTL_MS = 30_000;

export interface LoginParams {
  username: string;
  password: string;
  remember?: boolean;
  /** Where to go after sign-in; carried through /choose-project. */
  redirect?: string;
}

/** GET /profile's answer (schemas/profile.ts). */
export type { Profile };

export interface ConsoleAuthProvider extends AuthProvider {
  /** Projects waiting for a choice after login (empty when none). */
  pendingProjects(): (Project | undefined)[];
  /** Signs in with the chosen one of the waiting sessions. */
  chooseSession(index: number): void;
  /** True after the session ended by itself (until the next sign-in), so the login page can say why. */
  sessionExpired(): boolean;
  /** Drops the cached profile, so the next identity or permission check reads it afresh (role changed). */
  forgetProfile(): void;
}

export interface AuthSettings {
  http: Http;
  tokens: TokenStore;
  /** The current path and query, the way back after sign-in. */
  currentPath?: () => string;
}

/** react-admin actions as the entity operations of schemas/ (000 §2.5 menu rules use the view grant). */
const OPERATIONS: Record<string, Operation | Command> = {
  list: 'view',
  show: 'view',
  export: 'view',
  create: 'create',
  clone: 'create',
  edit: 'update',
  delete: 'delete',
  issue: 'issue',
  revoke: 'revoke',
  view_log: 'view_log',
};

/** Operations the server answers per record (GET /{path}/{id}/allowed-actions): these and the entity's commands. */
type RecordOperation = string;
const isRecordOperation = (entity: { commands?: Record<string, unknown> }, operation: string) => ['update', 'delete', 'revoke', 'view_log'].includes(operation) || operation in (entity.commands ?? {});

const sessionOf = ({ token, refresh, project }: Session): Session => ({ token, refresh, project });

export function createAuthProvider({ http, tokens, currentPath = browserPath }: AuthSettings): ConsoleAuthProvider {
  let cached: { at: number; profile: Promise<Profile> } | undefined;

  function profile(): Promise<Profile> {
    if (!cached || Date.now() - cached.at > PROFILE_TTL_MS) {
      const read = http<{ data: Profile }>('GET', '/profile').then((answer) => answer.data);
      cached = { at: Date.now(), profile: read };
      read.catch(() => {
        cached = undefined;
      });
    }
    return cached.profile;
  }

  // A record's allowed actions, asked once per version of the record (its updated_at) and session.
  const recordAnswers = new Map<string, Promise<Partial<Record<RecordOperation, boolean>>>>();
  function recordActions(path: string, record: { id?: unknown; updated_at?: unknown }) {
    const key = `${path}/${String(record.id)}@${String(record.updated_at ?? '')}`;
    if (!recordAnswers.has(key)) {
      if (recordAnswers.size >= 100) recordAnswers.delete(recordAnswers.keys().next().value!);
      const read = http<{ data: Partial<Record<RecordOperation, boolean>> }>('GET', `/${path}/${String(record.id)}/allowed-actions`).then((answer) => answer.data);
      read.catch(() => recordAnswers.delete(key));
      recordAnswers.set(key, read);
    }
    return recordAnswers.get(key)!;
  }

  const forget = () => {
    cached = undefined;
    recordAnswers.clear();
  };

  return {
    async login({ username, password, remember = false, redirect }: LoginParams) {
      forget();
      tokens.clear();
      tokens.clearPending();
      const answer = await http<{ sessions?: Session[] }>('POST', '/login', {
        body: { login: username, password },
        anonymous: true,
        timeoutMs: LOGIN_TIMEOUT_MS,
      });
      const sessions = (answer.sessions ?? []).map(sessionOf);
      if (!sessions.length) throw new Error('errors.default');
      if (sessions.length === 1) {
        tokens.save(sessions[0], remember);
        return undefined; // react-admin's useLogin goes on to the page it was given
      }
      tokens.savePending({ sessions, remember });
      return { redirectTo: chooseProjectUrl(redirect) };
    },

    pendingProjects() {
      return tokens.getPending()?.sessions.map((session) => session.project) ?? [];
    },

    chooseSession(index: number) {
      const pending = tokens.getPending();
      const session = pending?.sessions[index];
      if (!pending || !session) throw new Error('auth.no_pending_projects');
      forget();
      tokens.save(session, pending.remember);
      tokens.clearPending();
    },

    sessionExpired: () => tokens.wasExpired(),

    forgetProfile: forget,

    async checkAuth() {
      // message: false — being signed out is not an error worth a notification.
      if (!tokens.get()) throw { redirectTo: loginUrl(currentPath()), message: false };
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        forget();
        tokens.clear({ expired: true });
        // The login page says the session ended (tokens.wasExpired), so no notification here.
        throw { redirectTo: loginUrl(currentPath()), message: false };
      }
      // 403 and others: the user stays signed in and sees the error.
    },

    async logout() {
      forget();
      if (tokens.get()) {
        try {
          await http('POST', '/logout');
        } catch {
          // The server may already have ended the session; signing out here goes on regardless.
        }
      }
      tokens.clear();
      return loginUrl(currentPath());
    },

    async getIdentity(): Promise<UserIdentity> {
      const { id, name, avatar_url } = await profile();
      return { id, fullName: name, avatar: avatar_url ?? undefined };
    },

    async getPermissions() {
      if (!tokens.get()) return [];
      return (await profile()).role?.permissions ?? [];
    },

    /**
     * Mirrors the entity's grants: any scope's permission (or `true`) allows the action; the server still
     * decides row by row. Seeing one's own user record needs no permission, so users are always listed.
     */
    async canAccess({ resource, action, record }) {
      // The descriptions (zod) load with the first check, after sign-in, not with the login page.
      const { entityByPath, isHandWritten } = await entityCodec();
      const entity = entityByPath(resource);
      // A command is asked about by its name (resources/command-buttons.tsx).
      const operation = OPERATIONS[action] ?? (entity && action in (entity.commands ?? {}) ? action : undefined);
      if (!entity || !operation) return true;
      if (!holdsGrant(entity, operation, (await profile()).role?.permissions ?? [])) return false;
      // A record's page asks about that record: the server answers with the filters its writes use.
      if (record?.id === undefined || !isRecordOperation(entity, operation) || isHandWritten(entity)) return true;
      const allowed = await recordActions(entity.path, record);
      return allowed[operation] ?? false;
    },
  };
}
