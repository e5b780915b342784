/**
 * `npm run bench:first-list [-- --sessions 7]`: the bench's "first list painted, cold and warm" row alone
 * (bench/first-list.ts): builds the console, seeds the demo project, prints one markdown table with the login
 * page's JS to the byte and the first page's after sign-in; exits 1 when the login page downloads a signed-in
 * screen (bench/bundle.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureBundles } from './bundle';
import { firstListRows, measureFirstList } from './first-list';
import { markdownTable, ratio } from './report';

const { values } = parseArgs({ options: { sessions: { type: 'string', default: '5' } } });
const workDir = mkdtempSync(join(tmpdir(), 'console-bench-first-list-'));
try {
  console.error('[bench] building the console');
  const bundle = await measureBundles(workDir);
  console.error('[bench] first list, cold and warm');
  const figures = await measureFirstList(bundle.consoleDir, workDir, Number(values.sessions));
  const login = { section: 'bundle (gzip)', measure: 'login page JS', ours: `${bundle.product.loginBytes.toLocaleString('en')} bytes`, baseline: '', ratio: '' };
  const firstPage = { section: 'bundle (gzip)', measure: 'first page after sign-in JS (bench/bundle.ts)', ours: `${bundle.product.afterSignInKb} KB`, baseline: `${bundle.bare.afterSignInKb} KB`, ratio: ratio(bundle.product.afterSignInKb, bundle.bare.afterSignInKb) };
  console.log(`\n${markdownTable([...firstListRows(figures), login, firstPage])}`);
  if (bundle.product.signedInOnLogin.length) {
    console.log(`\nFAILED: the login page downloads signed-in screens: ${bundle.product.signedInOnLogin.join(', ')}`);
    process.exitCode = 1;
  }
  console.log(`\ncold runs ${figures.coldRuns.join(', ')} ms; warm runs ${figures.warmRuns.join(', ')} ms`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
