/**
 * The demo's devices, alive: `npm start` with the demo project starts a virtual device for every demo
 * device that speaks MQTT (DEMO_FLEET=0 turns it off), so a new user sees them come online. A little
 * later a resident's card is presented at a panel and a monitor raises a smoke alarm, so the events,
 * access-control events and the bell show real traffic.
 */
import { type Fleet, type FleetMember, startFleet } from '../../fleet/fleet';
import type { Store } from '../crud/repository';
import { mqttPasswordOf } from '../device-broker/device-accounts';
import { readSection } from '../settings/project-settings';

/** Resident 1's card (server/demo/access-domain.ts), in decimal as panels read it. */
const RESIDENT_CARD = String(0x00a1b2c3);

/** The demo's MQTT devices (as seeded: a real site's devices are never played) with their passwords. */
async function members(store: Store): Promise<FleetMember[]> {
  const { fleet_serials } = await readSection(store.db, 'demo');
  const rows = fleet_serials.length ? await store.db.selectFrom('devices').select(['login', 'type']).where('login', 'in', fleet_serials).where('protocol', '=', 'mqtt').orderBy('id').execute() : [];
  const list: FleetMember[] = [];
  for (const row of rows) {
    const password = await mqttPasswordOf(store.db, String(row.login));
    if (password) list.push({ serial: String(row.login), password, type: String(row.type) });
  }
  return list;
}

export async function startDemoFleet(store: Store, options: { scenarioDelayMs?: number } = {}): Promise<Fleet | undefined> {
  if (!store.devices) return undefined;
  const list = await members(store);
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
