import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { downloadCsv, toCsv, type CsvCell } from './csv.ts';

export interface CsvSource {
  header: string[];
  rows: CsvCell[][];
}

/** "Export CSV" of a table: `source` may fetch every page first. */
export function CsvButton({
  filename,
  source,
  label = 'Export CSV',
}: {
  filename: string;
  source: () => CsvSource | Promise<CsvSource>;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      size="xs"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const { header, rows } = await source();
          downloadCsv(filename, toCsv(header, rows));
        } catch {
          notifications.show({ color: 'red', message: 'The export failed. Please try again.' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </Button>
  );
}
