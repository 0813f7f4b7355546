export const snapshotFile = (runId: string) =>
  new URL(`../../../.tmp/pglite-migrated-${runId}.tar.gz`, import.meta.url);
export const templateDb = (runId: string) => `jaunt_template_${runId}`;

/** The maintenance database of DATABASE_URL's server (for CREATE/DROP DATABASE). */
export function adminUrl(): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = '/postgres';
  return url.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbRunId: string;
  }
}
