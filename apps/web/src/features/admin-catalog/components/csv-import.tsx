import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Progress,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { csvRecords, IMPORT_CHUNK_SIZE, IMPORT_COLUMNS, type ImportResult } from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import { importRows } from '../api/importer.ts';
import { staffProductsKey } from '../api/list-products.ts';

const TEMPLATE = `data:text/csv;charset=utf-8,${encodeURIComponent(`${IMPORT_COLUMNS.join(',')}\n`)}`;

/**
 * CSV import of products and variants: parsed here, sent 100 rows at a time with a progress
 * bar; each row lands whole or is reported with its errors by field.
 */
export function CsvImport() {
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [records, setRecords] = useState<Record<string, string>[] | null>(null);
  const [parseError, setParseError] = useState<string | null>(null);
  const [done, setDone] = useState(0);
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<ImportResult[] | null>(null);
  const [fatal, setFatal] = useState<string | null>(null);

  const choose = async (f: File | null) => {
    setFile(f);
    setResults(null);
    setFatal(null);
    setDone(0);
    setRecords(null);
    setParseError(null);
    if (!f) return;
    const { header, records: rows } = csvRecords(await f.text());
    const missing = ['sku', 'name', 'variantName'].filter((c) => !header.includes(c));
    if (missing.length) setParseError(`The header row lacks: ${missing.join(', ')}.`);
    else if (!rows.length) setParseError('The file has no rows under its header.');
    else setRecords(rows);
  };

  const run = async () => {
    if (!records) return;
    setRunning(true);
    setResults([]);
    setFatal(null);
    setDone(0);
    const all: ImportResult[] = [];
    try {
      for (let i = 0; i < records.length; i += IMPORT_CHUNK_SIZE) {
        // Line 1 is the header: the first data row is line 2.
        const out = await importRows(i + 2, records.slice(i, i + IMPORT_CHUNK_SIZE));
        all.push(...out);
        setResults([...all]);
        setDone(Math.min(records.length, i + IMPORT_CHUNK_SIZE));
      }
    } catch (error) {
      setFatal(
        `${errorMessage(error, 'The import stopped.')} Rows up to line ${all.length + 1} were handled; the rest were not sent.`,
      );
    } finally {
      setRunning(false);
      void qc.invalidateQueries({ queryKey: staffProductsKey });
    }
  };

  const total = records?.length ?? 0;
  const failed = results?.filter((r) => !r.ok) ?? [];
  const imported = (results?.length ?? 0) - failed.length;
  const pct = total ? Math.round((done / total) * 100) : 0;

  return (
    <Stack>
      <Text size="sm">
        One row per variant; rows with the same SKU add variants to the same product. New products
        start inactive.{' '}
        <Anchor href={TEMPLATE} download="jaunt-products-template.csv">
          Download the template
        </Anchor>
        .
      </Text>
      <FileInput
        label="CSV file"
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        value={file}
        onChange={(f) => void choose(f)}
        error={parseError}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
      />
      {records && (
        <Group>
          <Text size="sm">{total} rows ready.</Text>
          <Button onClick={() => void run()} loading={running} disabled={running}>
            Import {total} rows
          </Button>
        </Group>
      )}
      {(running || done > 0) && (
        <div>
          <Progress value={pct} size="lg" aria-label="Import progress" animated={running} />
          <Text size="sm" mt={4} aria-live="polite">
            {done} of {total} rows processed ({pct}%)
          </Text>
        </div>
      )}
      {fatal && <Alert color="red">{fatal}</Alert>}
      {results && !running && results.length > 0 && (
        <Alert color={failed.length ? 'orange' : 'teal'} title="Import finished">
          {imported} rows imported, {failed.length} rows with errors.
        </Alert>
      )}
      {failed.length > 0 && (
        <Table aria-label="Rows with errors" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Errors</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {failed.map((r) => (
              <Table.Tr key={r.row}>
                <Table.Td>{r.row}</Table.Td>
                <Table.Td>
                  {Object.entries(r.errors ?? {})
                    .map(([k, v]) => `${k}: ${v}`)
                    .join('; ')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
