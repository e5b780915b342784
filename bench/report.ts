/** The bench's output: one markdown table on stdout and the same figures as JSON in bench-results/. */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { LoadResult } from './load';

export interface Row {
  section: string;
  measure: string;
  ours: string;
  baseline: string;
  ratio: string;
}

/** The p-th percentile of values sorted ascending. */
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export const ms = (value: number) => `${Math.round(value * 10) / 10} ms`;

export function loadText(result: LoadResult) {
  const failed = result.failures ? ` (${result.failures} failed)` : '';
  return `${result.rps.toLocaleString('en')} req/s; p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, max ${ms(result.max)}${failed}`;
}

/** ours / baseline, for figures where more is better (req/s) or less is better (sizes, times) alike. */
export const ratio = (ours: number, baseline: number) => (baseline > 0 ? `${(Math.round((ours / baseline) * 100) / 100).toFixed(2)}` : '');

export function markdownTable(rows: Row[]) {
  const escape = (text: string) => text.replace(/\|/g, '\\|');
  const lines = ['| section | measure | ours | baseline | ratio |', '|---|---|---|---|---|'];
  for (const row of rows) lines.push(`| ${[row.section, row.measure, row.ours, row.baseline, row.ratio].map(escape).join(' | ')} |`);
  return lines.join('\n');
}

export function writeJson(results: unknown) {
  mkdirSync('bench-results', { recursive: true });
  const file = `bench-results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
