/**
 * The demo's devices, alive: `npm start` with the demo project starts a virtual device for every demo
 * device that speaks MQTT (DEMO_FLEET=0 turns it off), so a new user sees them come online. A little
 * later a resident's card is presented at a panel and a monitor raises a smoke alarm, so the events,
 * access-control events and the bell show real traffic. With telephony configured, the panels with a number
 * also register it on the SIP proxy, so they can be called and can call (`call SERIAL NUMBER`).
 */
import { type Fleet, type FleetMember, startFleet } from '../../fleet/fleet';
import type { Config } from '../config';
import type { Store } from '../crud/repository';
import { mqttPasswordOf } from '../device-broker/device-accounts';
import { type SipProxyAddress, sipProxyAddress } from '../telephony/sip-account';
import { readSection } from '../settings/project-settings';

/** Where the panels register: the proxy and SIP domain the web phone uses. */
export type DemoSipProxy = SipProxyAddress;

/** The web phone's proxy when telephony is configured; undefined otherwise (the panels then have no intercom). */
export const demoSipProxyOf = (store: Store, config: Config) => sipProxyAddress(store, config);

/** Resident 1's card (server/demo/access-domain.ts), in decimal as panels read it. */
const RESIDENT_CARD = String(0x00a1b2c3);

/** The demo's MQTT devices (as seeded: a real site's devices are never played) with their passwords. */
async function members(store: Store, proxy: DemoSipProxy | undefined): Promise<FleetMember[]> {
  const { fleet_serials } = await readSection(store.db, 'demo');
  const rows = fleet_serials.length ? await store.db.selectFrom('devices').select(['id', 'login', 'type']).where('login', 'in', fleet_serials).where('protocol', '=', 'mqtt').orderBy('id').execute() : [];
  const list: FleetMember[] = [];
  for (const row of rows) {
    const password = await mqttPasswordOf(store.db, String(row.login));
    if (password) list.push({ serial: String(row.login), password, type: String(row.type), sip: proxy && (await intercomOf(store, Number(row.id), proxy)) });
  }
  return list;
}

/** A device's SIP account (its active number, as seeded: 2001, 2002…), or undefined when it has none. */
async function intercomOf(store: Store, deviceId: number, proxy: DemoSipProxy) {
  const row = await store.db.selectFrom('virtual_numbers').select(['number', 'password', 'name']).where('device_id', '=', deviceId).where('is_active', '=', 1).orderBy('number').executeTakeFirst();
  return row && { number: String(row.number), password: String(row.password), displayName: String(row.name ?? row.number), ...proxy };
}

/**
 * Starts the demo's devices; `sip` (demoSipProxyOf) registers the panels' numbers too. Start it once the
 * console listens: the proxy asks the console for their passwords. A proxy not there yet is no error: each
 * panel's phone keeps reconnecting and registers when the proxy comes up.
 */
export async function startDemoFleet(store: Store, options: { scenarioDelayMs?: number; sip?: DemoSipProxy } = {}): Promise<Fleet | undefined> {
  if (!store.devices) return undefined;
  const list = await members(store, options.sip);
  const fleet = await startFleet({ brokerUrl: store.devices.brokerUrl }, list);
  const serialOf = (type: string) => list.find((member) => member.type === type)?.serial;
  const scenario = async () => {
    const panel = serialOf('panel');
    const monitor = serialOf('monitor');
    if (panel) await fleet.run(`present ${panel} ${RESIDENT_CARD}`);
    if (monitor) await fleet.run(`alarm ${monitor} 2 smoke`);
  };
  const timer = setTimeout(() => void scenario().catch(() => undefined), options.scenarioDelayMs ?? 8000);
  timer.unref();
  return {
    ...fleet,
    async stop() {
      clearTimeout(timer);
      await fleet.stop();
    },
  };
}
