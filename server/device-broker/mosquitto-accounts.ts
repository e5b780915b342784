/**
 * Device accounts on an external mosquitto broker (MQTT_URL), through its dynamic security plugin: the
 * server signs in as a dynsec administrator and keeps one client per device (serial, MQTT password) with
 * one role listing exactly that device's topics, its client id bound to the device's own (`device-{serial}`).
 * Commands and answers travel on $CONTROL topics and are matched by correlation data. https://mosquitto.org/documentation/dynamic-security/
 *
 * The server's account must already be allowed to publish to `device/request/v0/+` and
 * `server/response/v0/+` (docs/devices.md): dynsec disconnects a client whose own role changes, so the
 * server does not grant itself these rights.
 */
import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { deviceClientId, deviceTopicRights } from '../../device-protocol/topics';
import type { BrokerAccounts } from './device-accounts';

const CONTROL = '$CONTROL/dynamic-security/v1';
const ANSWERS = `${CONTROL}/response`;

interface Command {
  command: string;
  [field: string]: unknown;
}
interface Answer {
  command: string;
  error?: string;
  correlationData?: string;
}

const roleOf = (serial: string) => `device:${serial}`;

function deviceAcls(serial: string) {
  const rights = deviceTopicRights(serial);
  return [
    ...rights.publish.map((topic) => ({ acltype: 'publishClientSend', topic, allow: true })),
    ...rights.subscribe.flatMap((topic) => [
      { acltype: 'subscribeLiteral', topic, allow: true },
      { acltype: 'publishClientReceive', topic, allow: true },
    ]),
  ];
}

/** The dynsec accounts of the broker `client` is signed in to (as an administrator). */
export async function dynamicSecurityAccounts(client: MqttClient, timeoutMs = 5000): Promise<BrokerAccounts> {
  const waiting = new Map<string, (answer: Answer) => void>();
  client.on('message', (topic, payload) => {
    if (topic !== ANSWERS) return;
    try {
      const { responses } = JSON.parse(payload.toString()) as { responses: Answer[] };
      for (const answer of responses ?? []) if (answer.correlationData) waiting.get(answer.correlationData)?.(answer);
    } catch {
      // Not an answer of ours.
    }
  });
  await client.subscribeAsync(ANSWERS, { qos: 1 });

  /** Runs the commands in order; errors whose text `tolerated` matches (e.g. "already exists") are not failures. */
  async function run(commands: Command[], tolerated: RegExp) {
    const answers = commands.map(() => {
      const correlationData = randomUUID();
      return {
        correlationData,
        answer: new Promise<Answer>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('mosquitto did not answer')), timeoutMs);
          waiting.set(correlationData, (answer) => (clearTimeout(timer), waiting.delete(correlationData), resolve(answer)));
        }),
      };
    });
    // Marked as heard: if the publish fails, their timeouts must not surface later as unhandled rejections.
    for (const { answer } of answers) answer.catch(() => undefined);
    await client.publishAsync(CONTROL, JSON.stringify({ commands: commands.map((command, i) => ({ ...command, correlationData: answers[i].correlationData })) }), { qos: 1 });
    for (const { answer } of answers) {
      const { command, error } = await answer;
      if (error && !tolerated.test(error)) throw new Error(`mosquitto ${command}: ${error}`);
    }
  }

  return {
    async put(serial, password) {
      await run(
        [
          { command: 'createRole', rolename: roleOf(serial), acls: deviceAcls(serial) },
          // The client id is bound to the account: mosquitto refuses the device under any other.
          { command: 'createClient', username: serial, password, clientid: deviceClientId(serial), roles: [{ rolename: roleOf(serial) }] },
          { command: 'setClientPassword', username: serial, password },
          { command: 'setClientId', username: serial, clientid: deviceClientId(serial) },
        ],
        /already|exists/i,
      );
    },
    async remove(serial) {
      await run([{ command: 'deleteClient', username: serial }, { command: 'deleteRole', rolename: roleOf(serial) }], /not found/i);
    },
  };
}
