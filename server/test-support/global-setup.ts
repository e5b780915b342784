/**
 * vitest globalSetup: one throwaway PostgreSQL cluster for the whole run, stopped and removed at the end.
 * When it cannot start, the reason is provided instead, so the PostgreSQL suites fail saying why while
 * the SQLite ones still run.
 */
import type { TestProject } from 'vitest/node';
import { type PostgresCluster, startPostgres } from './postgres';

export default async function setup(project: TestProject) {
  const external = process.env.TEST_POSTGRES_URL;
  if (external) {
    project.provide('postgres', { url: external });
    return;
  }
  let cluster: PostgresCluster | undefined;
  try {
    cluster = await startPostgres();
    project.provide('postgres', { url: cluster.url });
  } catch (error) {
    project.provide('postgres', { error: error instanceof Error ? error.message : String(error) });
  }
  return async () => {
    await cluster?.stop();
  };
}
