/**
 * A demo emergency alert: a fire evacuation for Block A's door panels, with a short two-tone siren as its
 * sound (made here, so the demo needs no media file) and the locks opened while it plays. Group
 * administrators may write and play alerts, auditors read them.
 */
import { emergencyAlert } from '../../schemas';
import { SYSTEM_ACTOR } from '../access/actor';
import { storeFile } from '../crud/file-routes';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { fileFieldsOf } from '../files/record-files';
import { type RoleGrants, grantToRoles } from './role-grants';
import type { DemoTexts } from './texts';

const GRANTS: RoleGrants = {
  groupAdministrator: ['emergency_alerts.view', 'emergency_alerts.create', 'emergency_alerts.edit', 'emergency_alerts.delete', 'emergency_alerts.playback'],
  auditor: ['emergency_alerts.view'],
};

/** One second of a two-tone siren: 8 kHz, 8-bit mono PCM in a WAV container. */
export function sirenWav(seconds = 1) {
  const rate = 8000;
  const samples = Buffer.alloc(rate * seconds);
  for (let i = 0; i < samples.length; i++) {
    const tone = Math.floor((i / rate) * 4) % 2 ? 960 : 770;
    samples[i] = 128 + Math.round(90 * Math.sin((2 * Math.PI * tone * i) / rate));
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

export async function seedEmergencyAlerts(store: Store, t: DemoTexts) {
  await grantToRoles(store, t, GRANTS);
  const blockA = Number((await store.db.selectFrom('groups').select('id').where('name', '=', t.block('A')).executeTakeFirstOrThrow()).id);
  const alert = await repository.create(store, emergencyAlert, SYSTEM_ACTOR, { name: t.fireAlert, device_type: 'panel', domains: [blockA], open_locks: true });
  const [sound] = fileFieldsOf(emergencyAlert);
  await storeFile(store, emergencyAlert, SYSTEM_ACTOR, Number(alert.id), sound, { name: 'siren.wav', bytes: sirenWav() });
}
