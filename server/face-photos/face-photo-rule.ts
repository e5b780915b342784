/**
 * A face identifier's photo (001 §7 Identifiers "photo"): only a face identifier has one, and it must hold
 * exactly one face, else 'face not recognised' (001 §8). The photo arrives here checked and re-encoded
 * (server/files/checked-image.ts); the detector looks at its pixels. A stored or removed photo, and a device
 * turning face recognition on or off, change what devices hold (device-photos.ts): their identifiers sync again.
 */
import { device } from '../../schemas/device';
import { identifier } from '../../schemas/identifier';
import { entityHooks, type FileChangeContext, type FileContext, type WriteContext } from '../crud/hooks';
import { devicesReachingIdentifiers, queueSyncs } from '../devices/sync-queue';
import { AppError, errorField } from '../errors';
import { detectFaces } from './detector';

/** The photo's pixels as the detector takes them: RGB, no alpha. */
async function rgbPixels(bytes: Buffer) {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { pixels: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

export async function refuseUnlessOneFace({ stored, field, bytes }: FileContext) {
  if (field !== 'photo') return;
  if (stored.type !== 'face') throw new AppError('invalid_data', { photo: { key: 'resources.identifiers.messages.photo_face_only' } });
  const faces = await detectFaces(await rgbPixels(bytes));
  if (faces.length !== 1) throw new AppError('face_not_recognised', { photo: errorField('face_not_recognised') }, { faces: faces.length });
}

async function syncPhoto({ store, stored, field }: FileChangeContext) {
  if (field !== 'photo') return;
  const owner = stored.owner == null ? null : Number(stored.owner);
  await queueSyncs(store, await devicesReachingIdentifiers(store.db, [{ id: Number(stored.id), owner }]), ['identifiers']);
}

const faceRecognition = (record?: Record<string, unknown>) => (record?.device_settings as { face_recognition?: { enabled?: boolean } } | undefined)?.face_recognition?.enabled === true;

/** A device that starts or stops recognising faces is sent its identifiers again, with or without photos. */
async function syncFaceCapability({ store, data, stored, afterCommit, id }: WriteContext & { id: number }) {
  if (!stored || faceRecognition(data) === faceRecognition(stored)) return;
  afterCommit(() => queueSyncs(store, [id], ['identifiers']));
}

export const facePhotoHooks = [
  entityHooks(identifier, { checkFile: [refuseUnlessOneFace], afterFile: [syncPhoto] }),
  entityHooks(device, { afterWrite: [syncFaceCapability] }),
];
