/**
 * Bundle rows: builds the console and a bare react-admin app (bench/bare-app) with the same Vite in this
 * run and reads each build's manifest: gzipped JS for the login page (the entry and its static imports),
 * for the first page after sign-in (FIRST_PAGE_CHUNKS: what app.tsx loads lazily before /home shows) and
 * the largest lazy chunk.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleFigures {
  loginKb: number;
  /** The same, to the byte: what a guard against the login page growing compares. */
  loginBytes: number;
  afterSignInKb: number;
  /** Modules of the signed-in screens that the login page downloads: none is the rule (app.tsx). */
  signedInOnLogin: string[];
  /** 0 when the build has no lazily loaded chunk. */
  largestLazyKb: number;
  lazyChunks: number;
}

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * What the first page after sign-in (/home) loads beyond the login page: the shell and the home page, and what
 * app.tsx's describedRoutes imports before react-admin renders any signed-in page (the entity descriptions,
 * the generated resources, the menu's paths, the registries' contributors). Counting only the first two left
 * a third of the first page's JS out (issue 37 part K).
 */
export const FIRST_PAGE_CHUNKS = [
  'src/layout/console-layout.tsx',
  'src/pages/home-page.tsx',
  'schemas/index.ts',
  'resources/index.tsx',
  'src/menu/menu-paths.ts',
  'src/extensions.ts',
];

/** Modules that load after sign-in; the prefetch of the list screens (resources/index.tsx) must not pull them forward. */
const SIGNED_IN_ONLY = [...FIRST_PAGE_CHUNKS, 'resources/index.tsx', 'resources/entity-list.tsx', 'schemas/index.ts'];

function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** The figures of one build, read from its manifest. */
export function bundleFigures(outDir: string): BundleFigures {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzBytes = (key: string) => gzipSync(readFileSync(join(outDir, manifest[key].file))).length;
  const gzKb = (key: string) => gzBytes(key) / 1024;
  const sum = (keys: Iterable<string>) => Math.round([...keys].reduce((total, key) => total + gzKb(key), 0));
  const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const initial = staticClosure(manifest, entry);
  const lazyRoots = [...initial].flatMap((key) => manifest[key].dynamicImports ?? []);
  const lazy = [...staticClosure(manifest, lazyRoots)].filter((key) => !initial.has(key));
  // The first page's chunks when the build has them; otherwise (a build that does not split by page) every
  // lazy chunk, an upper bound.
  const firstPage = FIRST_PAGE_CHUNKS.filter((key) => manifest[key]);
  const afterSignIn = firstPage.length === FIRST_PAGE_CHUNKS.length ? staticClosure(manifest, firstPage, new Set(initial)) : new Set([...initial, ...lazy]);
  return {
    loginKb: sum(initial),
    loginBytes: [...initial].reduce((total, key) => total + gzBytes(key), 0),
    signedInOnLogin: [...initial].filter((key) => SIGNED_IN_ONLY.includes(key)),
    afterSignInKb: sum(afterSignIn),
    largestLazyKb: Math.round(Math.max(0, ...lazy.map(gzKb))),
    lazyChunks: lazy.length,
  };
}

export async function measureBundles(workDir: string) {
  const consoleDir = join(workDir, 'console');
  const bareDir = join(workDir, 'bare');
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: consoleDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  await build({
    root: join(root, 'bench/bare-app'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: bareDir, emptyOutDir: true, manifest: true },
  });
  return { consoleDir, product: bundleFigures(consoleDir), bare: bundleFigures(bareDir) };
}
