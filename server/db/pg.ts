/**
 * pg (the PostgreSQL client), loaded when a PostgreSQL database is first opened: a server on SQLite never
 * needs it, and loading it costs about 3 MB of heap and 25 ms at start.
 */
import { createRequire } from 'node:module';
import type Pg from 'pg';

const require = createRequire(import.meta.url);
let loaded: typeof Pg | undefined;

export function pgModule(): typeof Pg {
  return (loaded ??= require('pg') as typeof Pg);
}

/** pg when something has loaded it, else undefined (an error cannot be pg's before). */
export const pgIfLoaded = (): typeof Pg | undefined => loaded;
