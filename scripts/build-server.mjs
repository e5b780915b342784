// Compiles the server into JavaScript with esbuild: one ES module bundle of the entry (server/main.ts for
// `npm start`) and everything it imports from the project (server/, device-protocol/, schemas/, fleet/, locales/), for Node,
// with a source map beside it. Packages stay in node_modules, imported as they are (better-sqlite3's native
// module among them). `npm start` (scripts/start.mjs) rebuilds dist-server/ when a source is newer than the
// build; the bench compiles its own servers the same way (bench/child.ts).
//
//   node scripts/build-server.mjs [outdir]     builds server/main.ts into outdir (default dist-server)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The folders the server is made of; whatever else a build read is listed in its metafile. */
const SOURCE_DIRS = ['server', 'device-protocol', 'schemas', 'fleet', 'locales'];
/**
 * Node's flags for a compiled server (`npm start`, the bench).
 * - `--max-semi-space-size=8`: V8's young generation at half its default (16 MB a semi-space). A request's
 *   garbage dies young either way; the smaller nursery is swept twice as often at no CPU per request the bench
 *   can tell, and the peak under the bench's API rows falls from 191–192 to 173–181 MB (bench/README.md, "Server start
 *   and memory"). 4 cost 45 % more CPU per request; 12 saved nothing.
 * - Not --enable-source-maps: the parsed map costs about 15 MB of resident memory; NODE_OPTIONS=--enable-source-maps
 *   npm start names the TypeScript lines.
 */
export const RUN_FLAGS = ['--max-semi-space-size=8'];
/**
 * Environment of a compiled server, under what the caller's environment sets. glibc's malloc serves a block
 * of 128 KiB or more by mmap and unmaps it when freed. Left to itself it raises that threshold to the largest
 * block freed so far, and each of libuv's threads then keeps a scrypt hash's 16 MiB in its own arena after a
 * sign-in: +48 MB resident after a rush of sign-ins, never given back. (Other C libraries ignore the variable.)
 */
export const RUN_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };
/** server/db/migration-modules.ts's MIGRATION_FILE. */
const MIGRATION_FILE = /^\d{4}_.*\.ts$/;

// The migrations are read from their folder at run time under tsx (server/db/migration-modules.ts); the
// bundle has no such folder beside it, so that module becomes static imports of the folder's files as listed now.
const staticMigrations = {
  name: 'static-migrations',
  setup(compiler) {
    compiler.onLoad({ filter: /[\\/]server[\\/]db[\\/]migration-modules\.ts$/ }, (args) => {
      const dir = join(dirname(args.path), 'migrations');
      const files = readdirSync(dir).filter((file) => MIGRATION_FILE.test(file)).sort();
      const imports = files.map((file, index) => `import * as m${index} from ${JSON.stringify(`./migrations/${file}`)};`);
      const entries = files.map((file, index) => `  ${JSON.stringify(file.replace(/\.ts$/, ''))}: m${index},`);
      return {
        loader: 'js',
        resolveDir: dirname(args.path),
        watchFiles: [dir],
        contents: [
          ...imports,
          `export const MIGRATION_FILE = ${MIGRATION_FILE};`,
          'export async function migrationModules() {',
          '  return {',
          ...entries,
          '  };',
          '}',
        ].join('\n'),
      };
    });
  },
};

/**
 * Builds `entry` (a path from the project's root) into `outdir`/<entry's name>.js with its .map, and
 * `outdir`/meta.json (esbuild's metafile: every input, which `isStale` reads). Returns the output file's path.
 */
export async function buildServer({ entry = 'server/main.ts', outdir = 'dist-server' } = {}) {
  const out = join(ROOT, outdir);
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [staticMigrations],
  });
  const file = join(out, `${entry.replace(/^.*[\\/]/, '').replace(/\.tsx?$/, '')}.js`);
  // esbuild escapes every non-ASCII character of code (charset 'ascii'), but keeps some comments as written:
  // one '§' makes V8 hold the whole 1.3 MB source as two bytes a character. A '?' in its place keeps every
  // column, so the source map still fits.
  const code = readFileSync(file, 'utf8');
  if (/[^\x00-\x7f]/.test(code)) writeFileSync(file, code.replace(/[^\x00-\x7f]/g, '?'));
  writeFileSync(join(out, 'meta.json'), JSON.stringify(result.metafile));
  return file;
}

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // The folder's own time too: a file removed from it (a migration) changes nothing else.
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/** Whether `outdir`'s build is missing or older than a source: the server's folders, every input of the last build, this script. */
export function isStale(outdir = 'dist-server') {
  const metaFile = join(ROOT, outdir, 'meta.json');
  if (!existsSync(metaFile)) return true;
  const built = statSync(metaFile).mtimeMs;
  const inputs = Object.keys(JSON.parse(readFileSync(metaFile, 'utf8')).inputs).map((input) => join(ROOT, input));
  const sources = [...SOURCE_DIRS.map((dir) => join(ROOT, dir)), ...inputs, fileURLToPath(import.meta.url)];
  return sources.some((source) => newestChange(source) > built);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outdir = process.argv[2] ?? 'dist-server';
  const started = performance.now();
  const file = await buildServer({ outdir });
  console.log(`Built ${relative(process.cwd(), file)} in ${Math.round(performance.now() - started)} ms`);
}
