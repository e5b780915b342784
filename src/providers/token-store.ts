/**
 * Where the sign-in lives. Remember-me keeps it in localStorage (survives the browser), otherwise in
 * sessionStorage (ends with the tab) (000 §4.2). Sessions waiting for a project choice stay in the tab.
 */
export interface Project {
  id: number;
  uid: string;
  name: string;
  description: string;
}

export interface Session {
  token: string;
  refresh: string;
  project?: Project;
}

export interface PendingSessions {
  sessions: Session[];
  remember: boolean;
}

export interface TokenStore {
  get(): Session | undefined;
  /** `remember` picks the storage; left out, the session stays where it was (a refresh keeps the choice). */
  save(session: Session, remember?: boolean): void;
  /** `expired`: the session ended by itself (refresh refused); the login page says so. */
  clear(options?: { expired?: boolean }): void;
  /** True after a clear({ expired: true }) until the next sign-in (the login page may load twice on the way). */
  wasExpired(): boolean;
  /** Several sessions from /login wait here until the user picks a project. */
  savePending(pending: PendingSessions): void;
  getPending(): PendingSessions | undefined;
  clearPending(): void;
}

const SESSION_KEY = 'access-console.session';
const PENDING_KEY = 'access-console.pending-sessions';
const EXPIRED_KEY = 'access-console.session-expired';

function read<T>(storage: Storage, key: string): T | undefined {
  const text = storage.getItem(key);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    storage.removeItem(key);
    return undefined;
  }
}

function isSession(value: unknown): value is Session {
  const session = value as Session | undefined;
  return typeof session?.token === 'string' && typeof session.refresh === 'string';
}

export function createTokenStore(storages: { persistent: Storage; perSession: Storage }): TokenStore {
  const { persistent, perSession } = storages;
  const holder = () => (persistent.getItem(SESSION_KEY) ? persistent : perSession);
  return {
    get() {
      const session = read<Session>(holder(), SESSION_KEY);
      return isSession(session) ? session : undefined;
    },
    save(session, remember) {
      const target = remember === undefined ? holder() : remember ? persistent : perSession;
      persistent.removeItem(SESSION_KEY);
      perSession.removeItem(SESSION_KEY);
      target.setItem(SESSION_KEY, JSON.stringify(session));
      perSession.removeItem(EXPIRED_KEY);
    },
    clear(options) {
      const hadSession = Boolean(persistent.getItem(SESSION_KEY) || perSession.getItem(SESSION_KEY));
      persistent.removeItem(SESSION_KEY);
      perSession.removeItem(SESSION_KEY);
      if (options?.expired && hadSession) perSession.setItem(EXPIRED_KEY, '1');
    },
    wasExpired() {
      return perSession.getItem(EXPIRED_KEY) === '1';
    },
    savePending(pending) {
      perSession.setItem(PENDING_KEY, JSON.stringify(pending));
    },
    getPending() {
      const pending = read<PendingSessions>(perSession, PENDING_KEY);
      return pending && Array.isArray(pending.sessions) && pending.sessions.every(isSession) ? pending : undefined;
    },
    clearPending() {
      perSession.removeItem(PENDING_KEY);
    },
  };
}
