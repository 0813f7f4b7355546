export const SNAPSHOT_FILE = new URL('../../../.tmp/pglite-migrated.tar.gz', import.meta.url);
export const TEMPLATE_DB = `jaunt_template_${process.env.VITEST_RUN_ID ?? 'run'}`;

/** The maintenance database of DATABASE_URL's server (for CREATE/DROP DATABASE). */
export function adminUrl(): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = '/postgres';
  return url.toString();
}
