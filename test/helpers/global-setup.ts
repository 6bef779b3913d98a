import type { TestProject } from 'vitest/node';
import { startServer, type DbKind } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    dbKind: DbKind;
    dataDir: string;
  }
}

// One real server per integration run, on the database named by TEST_DB (pglite by default).
export default async function setup(project: TestProject) {
  const kind: DbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const server = await startServer(kind);
  project.provide('serverUrl', server.url);
  project.provide('dbKind', kind);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
