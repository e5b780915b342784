/**
 * A structure that has no dedicated display, in words: its texts and numbers, fields apart by ", ", list
 * items by "; ", a free map's (`keyed`) with their keys. Never JSON: a reader sees values, not notation.
 *
 * @example structureText([{ floor: 1, name: 'Lobby' }, { floor: 2, name: 'Roof' }]) // '1, Lobby; 2, Roof'
 * @example structureText({ relay: 2, open: true }, true) // 'relay: 2, open: true'
 */
export function structureText(value: unknown, keyed = false): string {
  if (Array.isArray(value)) return value.map((item) => structureText(item, keyed)).filter(Boolean).join('; ');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .map(([key, item]) => [key, structureText(item, keyed)])
      .filter(([, text]) => text)
      .map(([key, text]) => (keyed ? `${key}: ${text}` : text))
      .join(', ');
  }
  return typeof value === 'string' || typeof value === 'number' || (keyed && typeof value === 'boolean') ? String(value) : '';
}
