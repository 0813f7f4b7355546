import { useEffect, useState } from 'react';
import { Anchor, Switch, Table } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffProductRow } from '@jaunt/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { SortHeader } from '../../../components/sort-header.tsx';
import { StaffListFrame } from '../../../components/staff-list/staff-list-frame.tsx';
import { useColumnSort } from '../../../components/staff-list/use-column-sort.ts';
import {
  staffProductsKey,
  useStaffProducts,
  type ProductListParams,
} from '../api/list-products.ts';
import { setProductActive } from '../api/product-actions.ts';
import { useAllMarkets } from '../api/lookups.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short' });
type Sort = ProductListParams['sort'];

/** The active toggle: flips at once, reverts with the status text and code when the call fails. */
function ActiveToggle({ row, canActivate }: { row: StaffProductRow; canActivate: boolean }) {
  const [checked, setChecked] = useState(row.active);
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  useEffect(() => setChecked(row.active), [row.active]);
  const toggle = async (next: boolean) => {
    setChecked(next);
    setBusy(true);
    try {
      await setProductActive(row._id, next);
      void qc.invalidateQueries({ queryKey: ['admin', 'product', row._id] });
      void qc.invalidateQueries({ queryKey: staffProductsKey });
    } catch (error) {
      setChecked(!next);
      const status = error instanceof ApiError ? error.status : 0;
      notifications.show({
        color: 'red',
        title: `Could not ${next ? 'activate' : 'deactivate'} ${row.name}`,
        message: `${error instanceof Error ? error.message : 'Request failed'} (${status})`,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      checked={checked}
      disabled={busy || (!checked && !canActivate)}
      onChange={(e) => void toggle(e.currentTarget.checked)}
      aria-label={`Active: ${row.name}`}
    />
  );
}

/**
 * The staff list: market selector, text filter, sortable columns, infinite scroll by keyset
 * cursor. `onOpen` is called with a product id when its name is clicked.
 */
export function ProductList(props: {
  market: string;
  onMarket: (market: string) => void;
  onOpen?: (id: string) => void;
  canActivate: boolean;
  readOnly?: boolean;
  selectedId?: string | null;
}) {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const head = useColumnSort<Sort>('updated', (field) => field === 'updated');
  const markets = useAllMarkets();
  const list = useStaffProducts({ market: props.market, q, sort: head.sort, dir: head.dir });
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <StaffListFrame
      markets={markets.data}
      market={props.market}
      onMarket={props.onMarket}
      search={{ label: 'Filter', placeholder: 'Name or SKU', value: text, onChange: setText }}
      q={q}
      list={list}
      shown={rows.length}
      noun={{ one: 'product', many: 'products' }}
    >
      <Table.ScrollContainer minWidth={520}>
        <Table striped highlightOnHover aria-label="Products" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <SortHeader label="SKU" field="sku" {...head} />
              <SortHeader label="Name" field="name" {...head} />
              <SortHeader label="Active" field="active" {...head} />
              <SortHeader label="Date" field="updated" {...head} />
              <Table.Th>API</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={row._id}
                bg={row._id === props.selectedId ? 'var(--mantine-color-blue-light)' : undefined}
              >
                <Table.Td>{row.sku}</Table.Td>
                <Table.Td>
                  {props.onOpen ? (
                    <Anchor
                      component="button"
                      type="button"
                      ta="left"
                      fz="sm"
                      onClick={() => props.onOpen!(row._id)}
                    >
                      {row.name}
                    </Anchor>
                  ) : (
                    row.name
                  )}
                </Table.Td>
                <Table.Td>
                  {props.readOnly ? (
                    row.active ? (
                      'Yes'
                    ) : (
                      'No'
                    )
                  ) : (
                    <ActiveToggle row={row} canActivate={props.canActivate} />
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {dateFormat.format(new Date(row.updated))}
                </Table.Td>
                <Table.Td>{row.api}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </StaffListFrame>
  );
}
