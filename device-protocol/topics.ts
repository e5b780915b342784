/**
 * The device protocol's MQTT topics, one set per device keyed by its serial number (the device's
 * `login`), and who may use them. A device publishes only its answers, its own requests and its status,
 * and subscribes only to the server's requests and answers for it; the server uses them all.
 */
export const TOPICS = {
  /** server → device: the server's calls. */
  deviceRequest: (serial: string) => `device/request/v0/${serial}`,
  /** device → server: answers to those calls. */
  deviceResponse: (serial: string) => `device/response/v0/${serial}`,
  /** device → server: events, logs, remote identifier validation. */
  serverRequest: (serial: string) => `server/request/v0/${serial}`,
  /** server → device: answers to those. */
  serverResponse: (serial: string) => `server/response/v0/${serial}`,
  /**
   * device → server: online or offline (the broker publishes the last will on a lost link). Not retained: the
   * database holds the status for every server process, and a broker holding 10,000 retained statuses
   * scanned them at every device's subscription (10,000 sign-ins: 108 s retained, 14 s not; bench/devices.ts).
   */
  deviceStatus: (serial: string) => `device/status/v0/${serial}`,
} as const;

export type TopicKind = keyof typeof TOPICS;

/**
 * The MQTT client id a device signs in with: its serial, so a client id names one device (the brokers refuse
 * any other, and a second sign-in of the same device takes over from the first, as MQTT's rule for a reused id).
 */
export const deviceClientId = (serial: string) => `device-${serial}`;

/** What the server subscribes to: every device's answers, requests and status. */
export const SERVER_SUBSCRIPTIONS = ['device/response/v0/+', 'server/request/v0/+', 'device/status/v0/+'] as const;

/** A serial is one topic level: no wildcard, separator, `$` start or control character (a `+` serial would read others' topics). */
export function isTopicSafeSerial(serial: string) {
  return serial.length > 0 && serial.length <= 64 && !serial.startsWith('$') && !/[+#/\u0000-\u001f\u007f]/.test(serial);
}

/** The kind and serial of a topic, or undefined when it is none of the protocol's. */
export function parseTopic(topic: string): { kind: TopicKind; serial: string } | undefined {
  const match = /^(device|server)\/(request|response|status)\/v0\/([^/]+)$/.exec(topic);
  if (!match) return undefined;
  const [, side, what, serial] = match;
  const kind = ({ 'device/request': 'deviceRequest', 'device/response': 'deviceResponse', 'server/request': 'serverRequest', 'server/response': 'serverResponse', 'device/status': 'deviceStatus' } as const)[`${side}/${what}` as 'device/request'];
  return kind && isTopicSafeSerial(serial) ? { kind, serial } : undefined;
}

const DEVICE_PUBLISHES: TopicKind[] = ['deviceResponse', 'serverRequest', 'deviceStatus'];
const DEVICE_SUBSCRIBES: TopicKind[] = ['deviceRequest', 'serverResponse'];

/** May the device with this serial publish to the topic? Only its own answers, requests and status. */
export function devicePublishAllowed(serial: string, topic: string) {
  return DEVICE_PUBLISHES.some((kind) => TOPICS[kind](serial) === topic);
}

/** May the device subscribe to the filter? Only its own request and answer topics, literally (no wildcards). */
export function deviceSubscribeAllowed(serial: string, filter: string) {
  return DEVICE_SUBSCRIBES.some((kind) => TOPICS[kind](serial) === filter);
}

/** Every topic a device uses and how (broker accounts that list ACLs, e.g. mosquitto's dynamic security). */
export function deviceTopicRights(serial: string) {
  return {
    publish: DEVICE_PUBLISHES.map((kind) => TOPICS[kind](serial)),
    subscribe: DEVICE_SUBSCRIBES.map((kind) => TOPICS[kind](serial)),
  };
}
