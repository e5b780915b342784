/** A size in bytes in the user's language and the largest unit under 1024 of it ("12.5 MB"), for System info. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

const UNITS = ['b', 'kb', 'mb', 'gb'] as const;

export function formatBytes(bytes: number, locale: string, translate: Translate) {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1 }).format(value);
  return translate(`system_info.bytes.${UNITS[unit]}`, { value: number });
}
