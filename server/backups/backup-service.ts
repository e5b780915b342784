/**
 * The backups of one server: made, checked, applied and handed out one job at a time (one-job.ts), kept in the
 * backup folder, encrypted with the server's key; a passphrase re-encrypts a download for use elsewhere and
 * opens an upload made so. The routes and the scheduled job both go through here.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, pipeline as streamPipeline } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BackupItem, BackupKind } from '../../schemas/backups';
import type { Config } from '../config';
import type { Store } from '../crud/repository';
import { applyBackup, verifyBackup } from './apply';
import { type BackupFolder, backupFolder } from './backup-folder';
import { backupSettings } from './backup-settings';
import { decryptStream, encryptStream } from './cipher';
import { makeBackup } from './make';
import { type OneJob, oneJob } from './one-job';

export interface Backups {
  folder: BackupFolder;
  jobs: OneJob;
  make(kind: BackupKind): Promise<BackupItem>;
  /** Applies a kept backup; answers it and the backup taken of the state it replaced. */
  apply(id: string): Promise<{ applied: BackupItem; before: BackupItem }>;
  /** Keeps an uploaded file once it is checked whole (encrypted with `passphrase`, or with the server's key). */
  upload(content: Readable, passphrase?: string): Promise<BackupItem>;
  /** The file's bytes: as kept, or re-encrypted with `passphrase`. */
  download(id: string, passphrase?: string): Promise<Readable>;
  /** Removes the oldest backups of `kind` beyond `keep`; answers how many went. */
  prune(kind: BackupKind, keep: number): Promise<number>;
}

/**
 * A running part that must follow a restore (the live channel, the device network): asked just before the live
 * data is replaced, it answers what to do once it has been (its clients reconnect against the restored data).
 */
export type RestoreFollower = () => Promise<() => Promise<void>>;

export interface RestoreFollowers {
  followers: readonly RestoreFollower[];
  /** Hears a follower that failed: the restore itself is done by then and stays. */
  report(error: unknown): void;
}

export function backupService(store: Store, config: Pick<Config, 'databaseUrl' | 'backups'>, restore: RestoreFollowers = { followers: [], report: () => {} }): Backups {
  const settings = backupSettings(config);
  const folder = backupFolder(settings.dir);
  const jobs = oneJob(store.db);
  // The server always has its file storage (storageFor); a store without one has nothing to back up its files to.
  if (!store.files) throw new Error('backups need the file storage');
  const target = { db: store.db, dialect: store.dialect, files: store.files, entities: store.entities, databaseUrl: config.databaseUrl };

  async function makeNow(kind: BackupKind) {
    const { id, path } = folder.reserve(kind);
    return folder.record(id, await makeBackup(target, path, settings.key));
  }

  return {
    folder,
    jobs,
    make: (kind) => jobs.run(`make ${kind}`, () => makeNow(kind)),
    apply: (id) =>
      jobs.run('apply', async () => {
        const applied = await folder.item(id);
        let before: BackupItem | undefined;
        let afters: (() => Promise<void>)[] = [];
        await applyBackup(target, await folder.pathOf(id), settings.key, async () => {
          before = await makeNow('before_apply');
          afters = await Promise.all(restore.followers.map((follow) => follow()));
        });
        for (const after of afters) await after().catch(restore.report);
        return { applied, before: before! };
      }),
    upload: (content, passphrase) =>
      jobs.run('upload', async () => {
        const { id, path } = folder.reserve('uploaded');
        const received = join(folder.dir, `.${id}.upload`);
        try {
          const out = createWriteStream(received, { mode: 0o600 });
          await (passphrase ? pipeline(content, decryptStream(passphrase), encryptStream(settings.key), out) : pipeline(content, out));
          const manifest = await verifyBackup(received, settings.key);
          await rename(received, path);
          return await folder.record(id, manifest);
        } finally {
          await rm(received, { force: true });
        }
      }),
    async download(id, passphrase) {
      const kept = createReadStream(await folder.pathOf(id));
      // A failure mid-way ends the answer broken rather than short (the last stream is destroyed with it).
      return passphrase ? streamPipeline(kept, decryptStream(settings.key), encryptStream(passphrase), () => {}) : kept;
    },
    async prune(kind, keep) {
      const old = (await folder.list()).filter((item) => item.kind === kind).slice(keep);
      for (const item of old) await folder.remove(item.id);
      return old.length;
    },
  };
}
