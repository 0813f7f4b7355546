import { COUPON_TYPES, STAFF_ASSIGNABLE_ROLES, type AdminTable } from '@jaunt/contract';
import type { ColumnDef } from '../../../components/data-table/types.ts';

export type Row = { _id: string } & Record<string, unknown>;

export interface TableConfig {
  table: AdminTable;
  title: string;
  /** What one row is called ("coupon"), for labels. */
  noun: string;
  columns: ColumnDef<Row>[];
  /** Which field names a row in labels ("Edit amount of SUMMER"). */
  labelKey: string;
  defaultSort: string;
  canAdd: boolean;
  canDelete: boolean;
}

const active: ColumnDef<Row> = {
  key: 'active',
  title: 'Active',
  type: 'boolean',
  editable: true,
  sortable: true,
  width: 90,
};
const text = (key: string, title: string, extra: Partial<ColumnDef<Row>> = {}): ColumnDef<Row> =>
  ({ key, title, type: 'text', editable: true, onCreate: true, ...extra }) as ColumnDef<Row>;
const num = (key: string, title: string, extra: Partial<ColumnDef<Row>> = {}): ColumnDef<Row> =>
  ({ key, title, type: 'number', editable: true, onCreate: true, ...extra }) as ColumnDef<Row>;

/** Column set per generic table: one screen, one config each. */
export const TABLES: Record<AdminTable, TableConfig> = {
  brand: {
    table: 'brand',
    title: 'Brands',
    noun: 'brand',
    labelKey: 'name',
    defaultSort: 'name',
    canAdd: true,
    canDelete: true,
    columns: [
      text('name', 'Name', { sortable: true, required: true }),
      text('info', 'Info'),
      text('image', 'Image URL'),
      active,
    ],
  },
  category: {
    table: 'category',
    title: 'Categories',
    noun: 'category',
    labelKey: 'name',
    defaultSort: 'name',
    canAdd: true,
    canDelete: true,
    columns: [
      text('name', 'Name', { sortable: true, required: true }),
      text('slug', 'Slug', { sortable: true, required: true }),
      num('categoryNumber', 'Number', { sortable: true }),
      // The parent select is filled from the categories at run time (see the screen).
      {
        key: 'parentCategory',
        title: 'Parent',
        type: 'select',
        options: [],
        editable: true,
        onCreate: true,
      },
      { key: 'sub_categories', title: 'Sub-categories', type: 'list' },
      text('image', 'Image URL'),
      active,
    ],
  },
  country: {
    table: 'country',
    title: 'Countries',
    noun: 'country',
    labelKey: 'name',
    defaultSort: 'name',
    canAdd: true,
    canDelete: true,
    columns: [
      text('name', 'Name', { sortable: true, required: true }),
      text('dial_code', 'Dial code', { required: true }),
      text('code', 'Code', { sortable: true, required: true }),
      active,
    ],
  },
  coupon: {
    table: 'coupon',
    title: 'Coupons',
    noun: 'coupon',
    labelKey: 'code',
    defaultSort: 'code',
    canAdd: true,
    canDelete: true,
    columns: [
      text('code', 'Code', { sortable: true, required: true }),
      num('amount', 'Amount', { sortable: true, decimals: true, required: true }),
      num('minimumCartValue', 'Minimum cart value', { decimals: true }),
      text('info', 'Info'),
      {
        key: 'type',
        title: 'Type',
        type: 'select',
        options: COUPON_TYPES.map((t) => ({ value: t, label: t })),
        editable: true,
        onCreate: true,
      },
      active,
    ],
  },
  customer: {
    table: 'customer',
    title: 'Customers',
    noun: 'user',
    labelKey: 'email',
    defaultSort: 'signupDate',
    canAdd: false,
    canDelete: true,
    columns: [
      { key: 'email', title: 'Email', type: 'text', sortable: true },
      text('name', 'Name', { sortable: true }),
      {
        key: 'role',
        title: 'Role',
        type: 'select',
        options: STAFF_ASSIGNABLE_ROLES.map((r) => ({ value: r, label: r })),
        editable: true,
        sortable: true,
      },
      text('market', 'Market', { sortable: true }),
      text('phone', 'Phone', { type: 'phone' }),
      { key: 'confirmedEmail', title: 'Confirmed', type: 'boolean', editable: true },
      { key: 'signupDate', title: 'Signed up', type: 'date', sortable: true },
    ],
  },
  feature: {
    table: 'feature',
    title: 'Tags & Markets',
    noun: 'tag',
    labelKey: 'val',
    defaultSort: 'key',
    canAdd: true,
    canDelete: true,
    columns: [
      text('key', 'Key', { sortable: true, required: true }),
      text('val', 'Value', { sortable: true, required: true }),
      text('market', 'Market', { sortable: true }),
      text('image', 'Image URL'),
      text('coordinates', 'Coordinates'),
      num('ranking', 'Ranking', { sortable: true }),
      text('currency', 'Currency'),
      text('description', 'Description'),
      { key: 'activities', title: 'Activities (3 slots)', type: 'list', editable: true },
      { key: 'images', title: 'Slider images', type: 'list', editable: true },
      active,
    ],
  },
  paymentMethod: {
    table: 'paymentMethod',
    title: 'Payment methods',
    noun: 'payment method',
    labelKey: 'name',
    defaultSort: 'name',
    canAdd: false,
    canDelete: false,
    columns: [
      { key: 'name', title: 'Name', type: 'text', sortable: true },
      { key: 'email', title: 'Email', type: 'text', editable: true },
      active,
    ],
  },
  shipping: {
    table: 'shipping',
    title: 'Shipping',
    noun: 'shipping rule',
    labelKey: 'carrier',
    defaultSort: 'carrier',
    canAdd: true,
    canDelete: true,
    columns: [
      text('carrier', 'Carrier', { sortable: true, required: true }),
      text('country', 'Country', { sortable: true, required: true }),
      num('charge', 'Charge', { sortable: true, decimals: true }),
      num('minWeight', 'Min weight', { sortable: true, suffix: 'g' }),
      num('maxWeight', 'Max weight', { sortable: true, suffix: 'g' }),
      num('freeShipping', 'Free shipping from', { decimals: true }),
      active,
    ],
  },
};

/** Route path -> table. */
export const TABLE_PATHS: Record<string, AdminTable> = {
  '/brand': 'brand',
  '/category': 'category',
  '/country': 'country',
  '/coupon': 'coupon',
  '/customer': 'customer',
  '/feature': 'feature',
  '/paymentMethod': 'paymentMethod',
  '/shipping': 'shipping',
};
