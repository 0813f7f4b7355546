import {
  adminTableCreate,
  adminTableUpdate,
  toCents,
  toDollars,
  type AdminTable,
} from '@jaunt/contract';
import { and, eq, ne } from 'drizzle-orm';
import {
  brands,
  categories,
  countries,
  coupons,
  features,
  paymentMethods,
  shippingRules,
  users,
} from '../../db/schema/index.ts';
import { fieldError, forbidden } from '../../lib/errors.ts';
import { pick, type Resource } from './resource.ts';

const cents = (col: string) => (v: unknown) => [col, toCents(v as number)] as [string, unknown];

const brand: Resource = {
  name: 'brand',
  entity: 'brand',
  table: brands,
  id: brands.id,
  search: [brands.name, brands.info],
  sort: { name: brands.name, active: brands.active },
  create: adminTableCreate.brand,
  update: adminTableUpdate.brand,
  canDelete: true,
  isPublic: true,
  toValues: (b) => pick(b, { name: 'name', info: 'info', image: 'image', active: 'active' }),
  present: (r) => ({ _id: r.id, name: r.name, info: r.info, image: r.image, active: r.active }),
};

const category: Resource = {
  name: 'category',
  entity: 'category',
  table: categories,
  id: categories.id,
  search: [categories.name, categories.slug, categories.parentCategoryName],
  sort: {
    name: categories.name,
    slug: categories.slug,
    categoryNumber: categories.categoryNumber,
    parentCategoryName: categories.parentCategoryName,
    active: categories.active,
  },
  create: adminTableCreate.category,
  update: adminTableUpdate.category,
  canDelete: true,
  isPublic: true,
  unique: [{ field: 'slug', column: categories.slug, message: 'That slug is already used' }],
  toValues: (b) =>
    pick(b, {
      name: 'name',
      slug: 'slug',
      categoryNumber: 'categoryNumber',
      parentCategory: 'parentCategoryId',
      image: 'image',
      active: 'active',
    }),
  async present(r, tx) {
    const subs = tx
      ? await tx
          .select({ name: categories.name })
          .from(categories)
          .where(eq(categories.parentCategoryId, r.id))
      : [];
    return {
      _id: r.id,
      name: r.name,
      slug: r.slug,
      categoryNumber: r.categoryNumber,
      parentCategory: r.parentCategoryId,
      parentCategoryName: r.parentCategoryName,
      image: r.image,
      active: r.active,
      sub_categories: subs.map((s) => s.name),
    };
  },
  async beforeWrite(tx, _actor, { before, values, kind }) {
    if (kind === 'delete') {
      // Sub-categories keep existing as top-level ones rather than pointing at nothing.
      await tx
        .update(categories)
        .set({ parentCategoryId: null, parentCategoryName: null })
        .where(eq(categories.parentCategoryId, before!.id));
      return;
    }
    if (before && typeof values?.name === 'string' && values.name !== before.name)
      await tx
        .update(categories)
        .set({ parentCategoryName: values.name })
        .where(eq(categories.parentCategoryId, before.id));
    if (!values || values.parentCategoryId === undefined) return;
    const parentId = values.parentCategoryId as string | null;
    if (parentId === null) {
      values.parentCategoryName = null;
      return;
    }
    if (before && parentId === before.id)
      throw fieldError('parentCategory', 'A category cannot be its own parent');
    const [parent] = await tx.select().from(categories).where(eq(categories.id, parentId));
    if (!parent || parent.parentCategoryId)
      throw fieldError('parentCategory', 'Choose a top-level category as parent');
    values.parentCategoryName = parent.name;
  },
};

const country: Resource = {
  name: 'country',
  entity: 'country',
  table: countries,
  id: countries.id,
  search: [countries.name, countries.code, countries.dialCode],
  sort: { name: countries.name, code: countries.code, active: countries.active },
  create: adminTableCreate.country,
  update: adminTableUpdate.country,
  canDelete: true,
  isPublic: true,
  unique: [{ field: 'code', column: countries.code, message: 'That country code already exists' }],
  toValues: (b) => pick(b, { name: 'name', dial_code: 'dialCode', code: 'code', active: 'active' }),
  present: (r) => ({
    _id: r.id,
    name: r.name,
    dial_code: r.dialCode,
    code: r.code,
    active: r.active,
  }),
};

const coupon: Resource = {
  name: 'coupon',
  entity: 'coupon',
  table: coupons,
  id: coupons.id,
  search: [coupons.code, coupons.info],
  sort: { code: coupons.code, amount: coupons.amountCents, active: coupons.active },
  create: adminTableCreate.coupon,
  update: adminTableUpdate.coupon,
  canDelete: true,
  isPublic: true,
  unique: [{ field: 'code', column: coupons.code, message: 'That code is already in use' }],
  toValues: (b) =>
    pick(b, {
      code: 'code',
      amount: cents('amountCents'),
      minimumCartValue: cents('minimumCartValueCents'),
      info: 'info',
      type: 'type',
      active: 'active',
    }),
  present: (r) => ({
    _id: r.id,
    code: r.code,
    amount: toDollars(r.amountCents),
    minimumCartValue: toDollars(r.minimumCartValueCents),
    info: r.info,
    type: r.type,
    active: r.active,
  }),
};

const customer: Resource = {
  name: 'customer',
  entity: 'user',
  table: users,
  id: users.id,
  search: [users.email, users.name, users.firstName, users.lastName],
  sort: {
    signupDate: users.signupDate,
    email: users.email,
    name: users.name,
    role: users.role,
    market: users.market,
  },
  update: adminTableUpdate.customer,
  canDelete: true,
  isPublic: false,
  toValues: (b) =>
    pick(b, {
      name: 'name',
      phone: 'phone',
      market: 'market',
      role: 'role',
      confirmedEmail: 'confirmedEmail',
    }),
  // Only these fields leave the server: never the password hash or any token hash.
  present: (r) => ({
    _id: r.id,
    name: r.name || [r.firstName, r.lastName].filter(Boolean).join(' '),
    email: r.email,
    role: r.role,
    market: r.market,
    phone: r.phone,
    confirmedEmail: r.confirmedEmail,
    signupDate: (r.signupDate as Date).toISOString(),
  }),
  async beforeWrite(tx, actor, { before, values, kind }) {
    if (before?.id !== actor.id) return;
    if (kind === 'delete') throw forbidden('You cannot delete your own account here.');
    // An admin cannot demote themselves (the last way back in would be the database).
    if (values?.role !== undefined && values.role !== before.role)
      throw fieldError('role', 'You cannot change your own role');
    void tx;
  },
};

const feature: Resource = {
  name: 'feature',
  entity: 'feature',
  table: features,
  id: features.id,
  search: [features.key, features.val, features.market],
  sort: {
    key: features.key,
    val: features.val,
    market: features.market,
    ranking: features.ranking,
    active: features.active,
  },
  create: adminTableCreate.feature,
  update: adminTableUpdate.feature,
  canDelete: true,
  isPublic: true,
  toValues: (b) => {
    const v = pick(b, {
      key: 'key',
      val: 'val',
      market: 'market',
      image: 'image',
      ranking: 'ranking',
      description: 'description',
      images: 'images',
      activities: 'activities',
      active: 'active',
    });
    if (b.coordinates !== undefined) v.coordinates = (b.coordinates as string) || null;
    if (b.currency !== undefined) v.currency = (b.currency as string) || null;
    if (typeof b.val === 'string')
      v.slug = b.val
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    return v;
  },
  present: (r) => ({
    _id: r.id,
    key: r.key,
    val: r.val,
    market: r.market,
    image: r.image,
    coordinates: r.coordinates ?? '',
    ranking: r.ranking,
    currency: r.currency ?? '',
    description: r.description,
    images: r.images,
    activities: r.activities,
    active: r.active,
  }),
  async beforeWrite(tx, _actor, { before, values, kind }) {
    if (kind === 'delete' || !values) return;
    const key = (values.key ?? before?.key) as string;
    const val = (values.val ?? before?.val) as string;
    const market = (values.market ?? before?.market ?? '') as string;
    const clash = await tx
      .select({ id: features.id })
      .from(features)
      .where(
        and(
          eq(features.key, key),
          eq(features.val, val),
          eq(features.market, market),
          before ? ne(features.id, before.id) : undefined,
        ),
      )
      .limit(1);
    if (clash.length) throw fieldError('val', 'That tag already exists in this market');
  },
};

const paymentMethod: Resource = {
  name: 'paymentMethod',
  entity: 'paymentMethod',
  table: paymentMethods,
  id: paymentMethods.id,
  search: [paymentMethods.name, paymentMethods.email],
  sort: { name: paymentMethods.name, active: paymentMethods.active },
  update: adminTableUpdate.paymentMethod,
  canDelete: false,
  isPublic: true,
  toValues: (b) => pick(b, { email: 'email', active: 'active' }),
  present: (r) => ({ _id: r.id, name: r.name, email: r.email, active: r.active }),
};

const shipping: Resource = {
  name: 'shipping',
  entity: 'shipping',
  table: shippingRules,
  id: shippingRules.id,
  search: [shippingRules.carrier, shippingRules.country],
  sort: {
    carrier: shippingRules.carrier,
    country: shippingRules.country,
    charge: shippingRules.chargeCents,
    minWeight: shippingRules.minWeight,
    maxWeight: shippingRules.maxWeight,
    active: shippingRules.active,
  },
  create: adminTableCreate.shipping,
  update: adminTableUpdate.shipping,
  canDelete: true,
  isPublic: true,
  toValues: (b) =>
    pick(b, {
      carrier: 'carrier',
      country: 'country',
      charge: cents('chargeCents'),
      minWeight: 'minWeight',
      maxWeight: 'maxWeight',
      freeShipping: cents('freeShippingCents'),
      active: 'active',
    }),
  present: (r) => ({
    _id: r.id,
    carrier: r.carrier,
    country: r.country,
    charge: toDollars(r.chargeCents),
    minWeight: r.minWeight,
    maxWeight: r.maxWeight,
    freeShipping: toDollars(r.freeShippingCents),
    active: r.active,
  }),
  async beforeWrite(_tx, _actor, { before, values }) {
    if (!values) return;
    const min = (values.minWeight ?? before?.minWeight ?? 0) as number;
    const max = (values.maxWeight ?? before?.maxWeight ?? 0) as number;
    if (max > 0 && max < min)
      throw fieldError('maxWeight', 'Max weight must be at least the min weight');
  },
};

export const RESOURCES: Record<AdminTable, Resource> = {
  brand,
  category,
  country,
  coupon,
  customer,
  feature,
  paymentMethod,
  shipping,
};
