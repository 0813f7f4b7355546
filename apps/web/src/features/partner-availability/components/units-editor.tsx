import {
  ActionIcon,
  Button,
  NumberInput,
  Select,
  Table,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { UNIT_TYPES } from '@jaunt/contract';

export interface UnitRow {
  id: string;
  type: string;
  label: string;
  price: number;
  minQuantity: number;
  maxQuantity: number;
  paxCount: number;
}

export const newUnit = (n: number): UnitRow => ({
  id: `unit-${n}`,
  type: 'ADULT',
  label: 'Adult',
  price: 0,
  minQuantity: 0,
  maxQuantity: 20,
  paxCount: 1,
});

/** The ticket types of a schedule: label, type, price, min and max per booking, seats each. */
export function UnitsEditor(props: { rows: UnitRow[]; onChange: (rows: UnitRow[]) => void }) {
  const set = (i: number, patch: Partial<UnitRow>) =>
    props.onChange(props.rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const num = (v: string | number) => (typeof v === 'number' ? v : Number(v) || 0);
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table aria-label="Ticket types">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Label</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Price ($)</Table.Th>
              <Table.Th>Min</Table.Th>
              <Table.Th>Max</Table.Th>
              <Table.Th>Seats each</Table.Th>
              <Table.Th>
                <VisuallyHidden>Remove</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((r, i) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <TextInput
                    aria-label={`Label of ticket type ${i + 1}`}
                    value={r.label}
                    maxLength={60}
                    onChange={(e) => set(i, { label: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Type of ticket type ${i + 1}`}
                    data={[...UNIT_TYPES]}
                    value={r.type}
                    allowDeselect={false}
                    onChange={(v) => v && set(i, { type: v })}
                    w={120}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Price of ${r.label || `ticket type ${i + 1}`}`}
                    min={0}
                    decimalScale={2}
                    value={r.price}
                    onChange={(v) => set(i, { price: num(v) })}
                    w={110}
                  />
                </Table.Td>
                {(['minQuantity', 'maxQuantity', 'paxCount'] as const).map((f) => (
                  <Table.Td key={f}>
                    <NumberInput
                      aria-label={`${f === 'paxCount' ? 'Seats each' : f === 'minQuantity' ? 'Min' : 'Max'} of ${r.label || `ticket type ${i + 1}`}`}
                      min={0}
                      allowDecimal={false}
                      value={r[f]}
                      onChange={(v) => set(i, { [f]: num(v) })}
                      w={80}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${r.label || `ticket type ${i + 1}`}`}
                    disabled={props.rows.length === 1}
                    onClick={() => props.onChange(props.rows.filter((_, j) => j !== i))}
                  >
                    ✕
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Button
        variant="default"
        w="fit-content"
        onClick={() => props.onChange([...props.rows, newUnit(Date.now())])}
      >
        Add a ticket type
      </Button>
    </>
  );
}
