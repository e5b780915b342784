/**
 * One backup operation in a process of its own, for bench/backup-only.ts: `make` or `apply`, then its time and the
 * process's peak RSS as JSON. Arguments: make|apply, database URL, files folder, backup file, key.
 */
import { entities } from '../schemas';
import { applyBackup } from '../server/backups/apply';
import { makeBackup } from '../server/backups/make';
import { connect } from '../server/db/connect';
import { diskStorage } from '../server/files/storage';
import { peakRssMb } from './child';

const [operation, databaseUrl, filesDir, file, key] = process.argv.slice(2);
const database = connect(databaseUrl);
const target = { db: database.db, dialect: database.dialect, files: diskStorage(filesDir), entities, databaseUrl };
// VmHWM, not process.resourceUsage().maxRSS: Linux keeps a process's maxrss across exec, so a child's started at
// its parent's (the bench's 700 MB), and the rows read 'peak 721 MB (721 MB at start)'.
const rssBefore = peakRssMb(process.pid);
const begun = performance.now();
if (operation === 'make') await makeBackup(target, file, key);
else await applyBackup(target, file, key, async () => {});
const ms = Math.round(performance.now() - begun);
await database.close();
console.log(JSON.stringify({ ms, startRssMb: rssBefore, peakRssMb: peakRssMb(process.pid) }));
