/**
 * What the device broker holds for one client, bounded (issue 33): the same numbers on the embedded broker
 * (embedded-broker.ts) and on mosquitto (`mosquittoLimitLines`, docs/devices.md).
 */
import { MAX_MESSAGE_BYTES } from '../../device-protocol/envelope';

export interface BrokerLimits {
  /** A CONNECT is a serial, a password, a client id and a small last will: a few KB. */
  connectPacketBytes: number;
  /** Any packet after sign-in: the biggest message plus its topic and headers. */
  packetBytes: number;
  /** A socket that has not completed its CONNECT by then is closed. */
  connectTimeoutMs: number;
  /** Unreleased QoS 2 messages a client may hold at once; one more and it is disconnected. */
  inflightMessages: number;
  /** Sockets not signed in yet, all addresses together; past it a new socket is closed at once. */
  pendingConnections: number;
  /** The same from one address, so one address cannot take every place from the others. */
  pendingPerAddress: number;
  /** What the broker reads from one device a second (bursts up to the same); past it, reading waits. */
  deviceBytesPerSecond: number;
}

export const BROKER_LIMITS: BrokerLimits = {
  connectPacketBytes: 4096,
  packetBytes: MAX_MESSAGE_BYTES + 4096,
  connectTimeoutMs: 10_000,
  inflightMessages: 16,
  pendingConnections: 1000,
  pendingPerAddress: 100,
  deviceBytesPerSecond: 1024 * 1024,
};

/**
 * mosquitto.conf lines for the rules mosquitto can apply. It checks `max_packet_size` as soon as it has read
 * a packet's length, for every client (one size for CONNECT and after); it has no retain ACL, so retained
 * messages are off for everyone (a client asking to retain is disconnected; the server never retains). The
 * client id is bound per account (mosquitto-accounts.ts). Not here: mosquitto 2.0 answers and keeps every
 * unreleased QoS 2 message (200 tried; neither max_inflight_messages nor max_queued_messages bounds them),
 * and its connect timeout and sockets not signed in are its own (SECURITY.md).
 */
export const mosquittoLimitLines = (limits: BrokerLimits = BROKER_LIMITS) => [`max_packet_size ${limits.packetBytes}`, 'retain_available false'];
