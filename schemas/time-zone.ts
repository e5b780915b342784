/** The offset of an IANA time zone from UTC at a moment, in minutes (daylight saving included). */
export function zoneOffsetMinutes(timeZone: string, at: number): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    }).formatToParts(new Date(at));
  } catch {
    return 0; // an unknown zone name in the settings: evaluate in UTC rather than fail every decision
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wallClock - Math.floor(at / 1000) * 1000) / 60_000);
}
