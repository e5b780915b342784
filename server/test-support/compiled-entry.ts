/**
 * A test's child process (a server to kill, a fixture to race) runs its entry compiled as `npm start` runs the
 * server (scripts/build-server.mjs), not under tsx: tsx compiles the whole server again in every child, about
 * 1.8 s a start on a quiet machine against 0.7 s, and the tests that kill processes start dozens. Built once per
 * entry per test process, into a folder of .tmp/ removed when that process exits.
 *
 * @example spawn(process.execPath, [await compiledEntry(new URL('./race.fixture.ts', import.meta.url)), url])
 */
import { rmSync } from 'node:fs';
import { basename, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../scripts/build-server.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = join('.tmp', 'test-entries', String(process.pid));
const builds = new Map<string, Promise<string>>();

process.once('exit', () => rmSync(join(ROOT, OUT), { recursive: true, force: true }));

/** The compiled file of a TypeScript entry (a file URL, or a path absolute or from the project's root), built on first use. */
export function compiledEntry(entry: string | URL): Promise<string> {
  const file = entry instanceof URL ? fileURLToPath(entry) : entry;
  const path = relative(ROOT, isAbsolute(file) ? file : join(ROOT, file));
  let build = builds.get(path);
  if (!build) {
    build = buildServer({ entry: path, outdir: join(OUT, basename(path).replace(/\.tsx?$/, '')) });
    builds.set(path, build);
  }
  return build;
}
