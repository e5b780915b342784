/**
 * What the System info page shows of the SIP service (GET /system/sip, server/telephony/sip-service-routes.ts),
 * without React: the uptime in words, the status's colour, whether the Restart button is offered, and how
 * often to ask again.
 */
export { SIP_SERVICE_STATES, type SipServiceState, type SipServiceStatus } from '../../schemas/sip-service-status';
import type { SipServiceState, SipServiceStatus } from '../../schemas/sip-service-status';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const UNITS = [
  ['days', 86_400],
  ['hours', 3_600],
  ['minutes', 60],
  ['seconds', 1],
] as const;

/** "3 d 4 h", "5 min 2 s": the two largest units that are not zero (seconds only under an hour). */
export function formatUptime(seconds: number, translate: Translate) {
  const parts: string[] = [];
  let rest = Math.max(0, Math.floor(seconds));
  for (const [unit, size] of UNITS) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (unit === 'seconds' && seconds >= 3_600) break;
    if (count > 0 || (unit === 'seconds' && parts.length === 0)) parts.push(translate(`system_info.units.${unit}`, { count }));
    if (parts.length === 2) break;
  }
  return parts.join(' ');
}

/** The Restart button: offered only to those who may restart, while the supervisor can take it; never twice. */
export function restartOffer(status: SipServiceStatus): 'hidden' | 'offered' | 'under_way' {
  if (!status.can_restart || status.state === 'not_configured' || status.state === 'unreachable') return 'hidden';
  return status.restart || status.state === 'restarting' ? 'under_way' : 'offered';
}

export function stateColor(state: SipServiceState): 'success' | 'warning' | 'error' | 'default' {
  if (state === 'running') return 'success';
  if (state === 'stopped') return 'error';
  if (state === 'not_configured') return 'default';
  return 'warning';
}

/** Faster while a restart is under way, so its end shows at once. */
export function pollInterval(status: SipServiceStatus | undefined) {
  return status && restartOffer(status) === 'under_way' ? 1_000 : 5_000;
}
