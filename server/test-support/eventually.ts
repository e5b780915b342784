/**
 * Polls until a probe's value passes (or time runs out, when the caller's assertion then fails with the last
 * value): for what a server does a moment after its answer (a device's status, a task's end, a notification).
 *
 * @example expect(await eventually(() => deviceStatus(id), (s) => s === 'online')).toBe('online');
 */
export async function eventually<T>(probe: () => Promise<T> | T, ok: (value: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
