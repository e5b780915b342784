/**
 * A fleet of virtual devices of one console: started with bounded concurrency (a thousand devices do not
 * all dial at once), each over MQTT or in HTTP mode as its member says, driven by scenario commands,
 * stopped together.
 *
 * @example
 * const fleet = await startFleet({ brokerUrl: 'mqtt://127.0.0.1:1883' }, [{ serial: 'VF-0001', password: 'secret', type: 'panel' }]);
 * await fleet.run('present VF-0001 10597059');
 */
import type { RTCSession } from 'jssip/lib/RTCSession';
import { forEachBounded } from '../schemas/concurrency';
import type { SipPhoneOptions } from './sip-phone';
import { VirtualDevice } from './virtual-device';

export interface FleetMember {
  serial: string;
  /** Its MQTT password (its HTTP Basic password in HTTP mode). */
  password: string;
  type: string;
  /** HTTP mode: where its REST API listens (its record's ip_address and port) and the web login the server signs in with. */
  http?: { host: string; port: number; web: { login: string; password: string } };
  /** A panel's intercom account: it registers on the SIP proxy when started, and can call (`call`). */
  sip?: SipPhoneOptions;
}

/** Where the devices reach the console: its broker, and its own address for devices in HTTP mode. */
export interface FleetTarget {
  brokerUrl: string;
  serverUrl?: string;
}

export interface Fleet {
  devices: Map<string, VirtualDevice>;
  /** A scenario command (`help` lists them); answers what happened, in one line. */
  run(command: string): Promise<string>;
  stop(): Promise<void>;
}

export const SCENARIO_HELP = [
  'present SERIAL NUMBER [card|input_code|qr]   a card, code or QR presented at a panel',
  'alarm SERIAL ZONE SENSOR [off]               a monitor zone starts (or stops) alarming',
  'event SERIAL TYPE [MESSAGE]                  any device event (door_opened, call_started…)',
  'call SERIAL NUMBER [sos]                     a visitor at the panel calls the number',
  'hangup SERIAL                                the panel ends its call',
  'drop SERIAL                                  the device drops off the network',
  'back SERIAL                                  the device comes back',
  'status                                       how many devices are online',
].join('\n');

async function startMember(target: FleetTarget, member: FleetMember) {
  const { serial, password, type, http, sip } = member;
  const device = http
    ? new VirtualDevice({ protocol: 'http', serverUrl: target.serverUrl, serial, password, type, web: http.web, sip })
    : new VirtualDevice({ brokerUrl: target.brokerUrl, serial, password, type, sip });
  if (http) await device.listen(http.host, http.port);
  return device;
}

export async function startFleet(target: FleetTarget, members: FleetMember[], options: { concurrency?: number; onError?: (serial: string, error: unknown) => void } = {}): Promise<Fleet> {
  const devices = new Map<string, VirtualDevice>();
  await forEachBounded(members, options.concurrency ?? 50, async (member) => {
    try {
      const device = await startMember(target, member);
      devices.set(member.serial, device);
      await device.start();
    } catch (error) {
      options.onError?.(member.serial, error);
    }
  });

  const deviceOf = (serial: string | undefined) => {
    const device = serial ? devices.get(serial) : undefined;
    if (!device) throw new Error(`no virtual device ${serial ?? ''}`);
    return device;
  };

  /** Each panel's last call, for `hangup`. */
  const calls = new Map<string, RTCSession>();

  async function run(command: string): Promise<string> {
    const [verb, serial, ...rest] = command.trim().split(/\s+/);
    if (verb === 'status') return `${[...devices.values()].filter((d) => d.online).length} of ${devices.size} online`;
    if (verb === 'help' || !verb) return SCENARIO_HELP;
    const device = deviceOf(serial);
    if (verb === 'present') {
      const result = await device.present(rest[0] ?? '', (rest[1] as 'card' | 'input_code' | 'qr') ?? 'card');
      return `${serial}: ${result.granted ? 'granted' : 'denied'} (decided by the ${result.by})`;
    }
    if (verb === 'alarm') {
      const answer = await device.alarm(Number(rest[0]), rest[1] ?? 'smoke', rest[2] !== 'off');
      return `${serial}: alarm ${answer.status === 200 ? 'reported' : `refused (${answer.status})`}`;
    }
    if (verb === 'event') {
      const answer = await device.ask('events', { events: [{ type: rest[0] ?? 'door_opened', at: new Date().toISOString(), message: rest.slice(1).join(' ') }] });
      return `${serial}: event ${answer.status === 200 ? 'reported' : `refused (${answer.status})`}`;
    }
    if (verb === 'call') {
      if (!rest[0]) return `call needs a number\n${SCENARIO_HELP}`;
      if (!device.phone) return `${serial}: no intercom number (telephony not configured?)`;
      calls.set(serial, device.callNumber(rest[0], rest[1] === 'sos' ? ['X-BAS-CALL-SOS: 1'] : []));
      return `${serial}: calling ${rest[0]}${rest[1] === 'sos' ? ' (SOS)' : ''}`;
    }
    if (verb === 'hangup') {
      const call = calls.get(serial);
      if (!call || call.isEnded()) return `${serial}: no call in progress`;
      call.terminate();
      return `${serial}: call ended`;
    }
    if (verb === 'drop') return device.dropOff(), `${serial}: off the network`;
    if (verb === 'back') return await device.start(), `${serial}: back online`;
    return `unknown command "${verb}"\n${SCENARIO_HELP}`;
  }

  return {
    devices,
    run,
    async stop() {
      await forEachBounded([...devices.values()], 100, async (device) => {
        await device.stop().catch(() => undefined);
        await device.closeHttp();
      });
    },
  };
}
