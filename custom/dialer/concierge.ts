/**
 * The concierge's side of the dialer (000 §3.15 "Concierge device", "Call interception settings"; 001 §7):
 * call interception for chosen groups, and the door panels the concierge may open. Talks to
 * server/telephony/concierge-routes.ts through the client it is given (useHttp()).
 */
import type { Http } from '../../src/providers/http';
import type { CallInterception, ConciergeDoor, InterceptionGroup, ManagedCall } from '../../schemas/concierge';

export type { ConciergeDoor, InterceptionGroup, ManagedCall };


/** The server's answer (is_active, domains, user_domains) in the spec's words. */
export interface InterceptionSettings {
  isActive: boolean;
  groups: number[];
  userGroups: InterceptionGroup[];
}


interface InterceptionAnswer {
  data: CallInterception;
}

const settingsOf = ({ data }: InterceptionAnswer): InterceptionSettings => ({ isActive: data.is_active, groups: data.domains, userGroups: data.user_domains });

/** Why interception cannot start with these groups ('at least one group must be selected'); stopping needs none. */
export function interceptionProblem(start: boolean, groups: number[]): 'needs_group' | undefined {
  return start && groups.length === 0 ? 'needs_group' : undefined;
}

export async function readInterception(http: Http): Promise<InterceptionSettings> {
  return settingsOf(await http<InterceptionAnswer>('GET', '/calls/interception'));
}

export async function saveInterception(http: Http, isActive: boolean, groups: number[]): Promise<InterceptionSettings> {
  return settingsOf(await http<InterceptionAnswer>('POST', '/calls/interception', { body: { is_active: isActive, domains: groups } }));
}

export async function conciergeDoors(http: Http): Promise<ConciergeDoor[]> {
  return (await http<{ data: ConciergeDoor[] }>('GET', '/calls/management/devices')).data;
}

export async function openConciergeDoor(http: Http, token: string): Promise<void> {
  await http('POST', `/calls/management/devices/open/${encodeURIComponent(token)}`);
}


export async function managedCalls(http: Http): Promise<ManagedCall[]> {
  return (await http<{ data: ManagedCall[] }>('GET', '/calls/management/list')).data;
}

export async function stopManagedCall(http: Http, id: number): Promise<void> {
  await http('POST', `/calls/management/${id}/stop`);
}
