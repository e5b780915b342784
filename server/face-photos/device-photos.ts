/**
 * Face photos in a device's identifiers sync (issue 38 item 3). A device is face-capable when its settings turn
 * face recognition on (000 §3.5 face_recognition.enabled); such a device gets each face identifier's photo with
 * the identifier, as base64 JPEG with its version (a device keeps the face it already enrolled when the version
 * is the same). Other devices get face identifiers without photos, as before.
 */
import type { Kysely } from 'kysely';
import { device } from '../../schemas/device';
import { identifier } from '../../schemas/identifier';
import type { Store } from '../crud/repository';
import { rowToRecord } from '../db/codec';
import { fileKey, storedFileOf } from '../files/record-files';

export async function isFaceCapable(db: Kysely<any>, deviceId: number) {
  const row = await db.selectFrom('devices').select(['id', 'device_settings']).where('id', '=', deviceId).executeTakeFirst();
  const settings = row && (rowToRecord(device, row).device_settings as { face_recognition?: { enabled?: boolean } } | undefined);
  return settings?.face_recognition?.enabled === true;
}

interface SyncedIdentifier {
  id: number;
  type: string;
}

/** The items as a face-capable device is sent them: face identifiers with their photos. */
export async function withFacePhotos<T extends SyncedIdentifier>(store: Store, deviceId: number, items: T[]): Promise<(T & { photo?: unknown })[]> {
  const faces = items.filter((item) => item.type === 'face').map((item) => item.id);
  if (!faces.length || !store.files || !(await isFaceCapable(store.db, deviceId))) return items;
  const photos = new Map<number, unknown>();
  for (let at = 0; at < faces.length; at += 500) {
    const rows = await store.db.selectFrom('identifiers').select(['id', 'photo']).where('id', 'in', faces.slice(at, at + 500)).where('photo', 'is not', null).execute();
    for (const row of rows) {
      const file = storedFileOf(row.photo);
      const bytes = file && (await store.files.get(fileKey(identifier, Number(row.id), 'photo', file.version)));
      if (file && bytes) photos.set(Number(row.id), { type: file.type, version: file.version, data: bytes.toString('base64') });
    }
  }
  return items.map((item) => (photos.has(item.id) ? { ...item, photo: photos.get(item.id) } : item));
}
