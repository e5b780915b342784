/**
 * Turns off Nagle's algorithm on an MQTT client's socket, on every (re)connection. A request/answer of a
 * few hundred bytes otherwise waits for the peer's delayed ACK: 88 ms per remote validation measured
 * (bench/devices.ts) against a panel's budget of 10 s and our target of 20 ms at p99.
 */
import type { MqttClient } from 'mqtt';

export function withoutDelay(client: MqttClient) {
  const apply = () => (client.stream as { setNoDelay?: (on: boolean) => void } | undefined)?.setNoDelay?.(true);
  apply();
  client.on('connect', apply);
  return client;
}
