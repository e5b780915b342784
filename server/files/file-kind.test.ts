/** Files are recognised by their bytes (file-type), whatever their name says; the storage keeps them by key. */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILE_KINDS, type FileKind, sizeRefusal } from '../../schemas/file-field';
import { sampleFile } from '../test-support/sample-files';
import { acceptedTypeOf } from './file-kind';
import { diskStorage, memoryStorage } from './storage';

const KINDS = Object.keys(FILE_KINDS) as FileKind[];

describe('file kinds', () => {
  it.each(KINDS)('accepts a real %s file and only for its own kind', async (kind) => {
    const { bytes } = sampleFile({ kinds: [kind], maxKb: 100 });
    expect(await acceptedTypeOf({ kinds: [kind], maxKb: 100 }, bytes)).toBe(FILE_KINDS[kind].types[kind === 'audio' ? 1 : 0]);
    for (const other of KINDS.filter((candidate) => candidate !== kind)) expect(await acceptedTypeOf({ kinds: [other], maxKb: 100 }, bytes)).toBeUndefined();
  });

  it('refuses text, an executable and nothing at all, whatever they are called', async () => {
    for (const bytes of [Buffer.from('just text'), Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(0)]) {
      expect(await acceptedTypeOf({ kinds: ['audio', 'image', 'pdf'], maxKb: 100 }, bytes)).toBeUndefined();
    }
  });

  it("says the spec's size messages: max, or a range when there is a minimum", () => {
    expect(sizeRefusal({ kinds: ['audio'], maxKb: 10 }, 10 * 1024)).toBeUndefined();
    expect(sizeRefusal({ kinds: ['audio'], maxKb: 10 }, 10 * 1024 + 1)).toEqual({ key: 'validation.file_size_max', params: { size: 10 } });
    expect(sizeRefusal({ kinds: ['audio'], maxKb: 10 }, 0)).toEqual({ key: 'validation.file_size_max', params: { size: 10 } });
    expect(sizeRefusal({ kinds: ['audio'], maxKb: 10, minKb: 2 }, 1024)).toEqual({ key: 'validation.file_size', params: { min: 2, max: 10 } });
  });
});

describe.each([
  ['disk', () => diskStorage(mkdtempSync(join(tmpdir(), 'files-test-')))],
  ['memory', () => memoryStorage()],
] as const)('%s file storage', (_, make) => {
  const key = 'emergency_alerts/7/filename-0123456789abcdef01234567';

  it('keeps, reads and removes bytes by key; a missing key reads as nothing', async () => {
    const storage = make();
    await storage.put(key, Buffer.from('siren'));
    expect((await storage.get(key))?.toString()).toBe('siren');
    await storage.remove([key, 'emergency_alerts/7/filename-ffffffffffffffff']);
    expect(await storage.get(key)).toBeUndefined();
  });

  it('refuses keys the server would not make (a path out of its folder)', async () => {
    const storage = make();
    for (const bad of ['../../etc/passwd', 'emergency_alerts/7/../../x-0123456789abcdef', '/abs/1/x-0123456789abcdef']) {
      await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow('not a file key');
    }
  });
});

it('writes a file whole or not at all (no half file under its name)', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'files-test-'));
  await diskStorage(folder).put('t/1/f-0123456789abcdef', Buffer.alloc(1024 * 1024, 1));
  expect(readdirSync(join(folder, 't', '1'))).toEqual(['f-0123456789abcdef']);
});
