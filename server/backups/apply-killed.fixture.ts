/**
 * Applies a backup in a process of its own, to be killed part-way (apply-killed.test.ts). Arguments: the database
 * URL, the files folder, the backup file, its key. Prints `applying` as the apply starts and `applied <ms>` once
 * it has ended.
 */
import { entities } from '../../schemas';
import { connect } from '../db/connect';
import { diskStorage } from '../files/storage';
import { applyBackup } from './apply';

const [databaseUrl, filesDir, file, secret] = process.argv.slice(2);
const database = connect(databaseUrl);
const started = Date.now();
console.log('applying');
await applyBackup({ db: database.db, dialect: database.dialect, files: diskStorage(filesDir), entities, databaseUrl }, file, secret, async () => {});
console.log(`applied ${Date.now() - started}`);
await database.close();
