/**
 * A Storage kept in memory: the stand-in when the browser refuses storage (private modes, sandboxed
 * frames) and the test double for localStorage and sessionStorage under Node.
 */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length() {
    return this.items.size;
  }

  clear() {
    this.items.clear();
  }

  getItem(key: string) {
    return this.items.get(key) ?? null;
  }

  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string) {
    this.items.delete(key);
  }

  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** The browser's storage when it works, otherwise memory (reading localStorage can throw). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage {
  try {
    const storage = globalThis[kind];
    if (storage) {
      storage.getItem('');
      return storage;
    }
  } catch {
    // Fall through: storage is disabled.
  }
  return new MemoryStorage();
}
