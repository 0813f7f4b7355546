import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireRole } from '../lib/auth.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { queryClient } from '../lib/query-client.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteError } from './route-error.tsx';

const RELOADED_KEY = 'jaunt:chunk-reload';

type ScreenModule = { default: ComponentType };
const screens = import.meta.glob<ScreenModule>([
  '../features/*/routes/*.tsx',
  '!../features/*/routes/*.test.tsx',
]);

/** What a screen's route carries: its source module (the server links its CSS and chunks). */
export interface ScreenHandle {
  module: string;
  /** Rendered on the server for the first visit (public pages, decision 024). */
  serverRendered: boolean;
}

/**
 * After a deploy, an open tab may ask for a chunk that no longer exists: reload once to get
 * the new version instead of showing an error.
 */
async function loadOnce<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return load();
  try {
    const loaded = await load();
    sessionStorage.removeItem(RELOADED_KEY);
    return loaded;
  } catch (error) {
    if (!sessionStorage.getItem(RELOADED_KEY)) {
      sessionStorage.setItem(RELOADED_KEY, '1');
      window.location.reload();
      return new Promise<never>(() => {});
    }
    throw error;
  }
}

/**
 * A lazily loaded screen, `features/{file}.tsx`: each one is its own chunk and
 * default-exports its component.
 */
const page =
  (file: string, { serverRendered = false } = {}) =>
  async () => {
    const module = `../features/${file}.tsx`;
    const Component = (await loadOnce(screens[module])).default;
    const handle: ScreenHandle = { module: `src/features/${file}.tsx`, serverRendered };
    return { Component, handle };
  };
const SSR = { serverRendered: true };

/**
 * Browse and product pages. React Router ranks static segments (main, location, activities,
 * list, search, feature) above the dynamic ':productSlug' and ':variantSlug'.
 */
const browseRoutes: RouteObject[] = [
  { path: 'main', lazy: page('browse/routes/main', SSR) },
  { path: ':market', lazy: page('browse/routes/landing', SSR) },
  { path: ':market/location', lazy: page('browse/routes/locations', SSR) },
  {
    path: ':market/location/:location',
    lazy: page('browse/routes/location-list', SSR),
  },
  {
    path: ':market/activities',
    lazy: page('browse/routes/activities', SSR),
  },
  {
    path: ':market/:category/activities',
    lazy: page('browse/routes/category-activities', SSR),
  },
  {
    path: ':market/list/:slug/:category?',
    lazy: page('browse/routes/category-list', SSR),
  },
  {
    path: ':market/search/:query',
    lazy: page('browse/routes/search-results', SSR),
  },
  {
    path: ':market/feature/:page',
    lazy: page('browse/routes/feature-page', SSR),
  },
  {
    path: ':market/:productSlug',
    lazy: page('product/routes/product', SSR),
  },
  {
    path: ':market/:productSlug/:variantSlug',
    lazy: page('product/routes/variant', SSR),
  },
];

/** Public routes (no sign-in needed). Static paths outrank '/:market'. */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: page('browse/routes/market-picker') },
  { path: 'login', lazy: page('account/routes/login') },
  {
    path: 'login/:sessionToken',
    lazy: page('account/routes/login-session'),
  },
  { path: 'signup', lazy: page('account/routes/signup') },
  {
    path: 'partner-signup',
    lazy: page('partner-onboarding/routes/partner-signup'),
  },
  { path: 'done', lazy: page('account/routes/done') },
  {
    path: 'confirm/:confirmToken/:url',
    lazy: page('account/routes/confirm-token'),
  },
  { path: 'pwdreset', lazy: page('account/routes/password-reset') },
  {
    path: 'pwdreset/:passwordResetToken',
    lazy: page('account/routes/password-reset-token'),
  },
  { path: 'cart', lazy: page('cart/routes/cart') },
  // Checkout: a user, or a guest who gives an email (decision 017); the page refuses partners.
  { path: 'checkout', lazy: page('checkout/routes/checkout') },
  {
    path: 'favorites/:id',
    lazy: page('favorites/routes/shared-list', SSR),
  },
  {
    path: 'favorites/:id/itinerary',
    lazy: page('favorites/routes/itinerary'),
  },
  {
    path: 'purchase-complete',
    lazy: page('orders/routes/purchase-complete'),
  },
  { path: 'faq', lazy: page('info/routes/faq') },
  { path: 'terms', lazy: page('info/routes/terms') },
  { path: 'contact', lazy: page('info/routes/contact') },
  { path: 'intake', lazy: page('info/routes/intake') },
  ...browseRoutes,
];

/** Any signed-in user (partner-staff is the lowest signed-in role). */
const signedInRoutes: RouteObject[] = [
  { path: 'settings', lazy: page('account/routes/settings') },
  { path: 'confirm', lazy: page('account/routes/confirm') },
  // The vendor agreement is a portal screen: the portal's frame (container and padding).
  {
    lazy: () => partnerLayout(),
    children: [{ path: 'partner/legal', lazy: page('partner-onboarding/routes/legal') }],
  },
  { path: 'favorites', lazy: page('favorites/routes/my-lists') },
  { path: 'reviews/mine', lazy: page('reviews/routes/my-reviews') },
  // My Purchases: every signed-in role, as every signed-in role buys (decision 039).
  { path: 'order', lazy: page('orders/routes/my-purchases') },
];

const partnerRoutes: RouteObject[] = [
  {
    path: 'customer-purchases',
    lazy: page('partner-orders/routes/customer-purchases'),
  },
  {
    element: <RequireRole role="partner-employee" />,
    children: [
      {
        path: 'reporting',
        lazy: page('partner-orders/routes/reporting'),
      },
    ],
  },
  {
    index: true,
    lazy: page('partner-onboarding/routes/portal-home'),
  },
  // Partner-only: like the other partner screens, it refuses other portal roles itself.
  {
    path: 'availability',
    lazy: page('partner-availability/routes/availability'),
  },
  {
    path: 'business-information',
    lazy: page('partner-onboarding/routes/business-information'),
  },
  {
    path: 'banking-information',
    lazy: page('partner-onboarding/routes/banking-information'),
  },
  {
    path: 'verification',
    lazy: page('partner-onboarding/routes/verification'),
  },
  {
    path: 'integration',
    lazy: page('partner-onboarding/routes/integration'),
  },
];

/** Analytics (admins and editors view analytics, spec section 1); charts load only here. */
const analyticsRoutes: RouteObject[] = [
  {
    path: 'analytics',
    // For staff, its data starts loading with the navigation, not after the page's code. In the
    // browser only: the server matches this route too (entry-server.tsx). There the loader asked
    // the API for a session and, once a staff member's was kept in the server process's query
    // cache, for the three analytics calls on later loads of the page by anyone, into that cache,
    // which no visitor reads.
    loader: () => {
      if (typeof window === 'undefined') return null;
      void import('../features/analytics/api/prefetch.ts').then((m) =>
        m.prefetchAnalyticsHome(queryClient),
      );
      return null;
    },
    lazy: page('analytics/routes/analytics'),
  },
  {
    path: 'click-throughs',
    lazy: page('analytics/routes/click-throughs'),
  },
  {
    path: 'activity-click-throughs',
    lazy: page('analytics/routes/activity-click-throughs'),
  },
  {
    path: 'favorites-stats',
    lazy: page('analytics/routes/favorites-stats'),
  },
  {
    path: 'partner-listings',
    lazy: page('analytics/routes/partner-listings'),
  },
  {
    path: 'city-listings',
    lazy: page('analytics/routes/city-listings'),
  },
  {
    path: 'customer-purchases',
    lazy: page('analytics/routes/customer-purchases'),
  },
];

/** Staff screens editors may use too (spec section 6). */
const editorRoutes: RouteObject[] = [
  ...analyticsRoutes,
  { path: 'product', lazy: page('admin-catalog/routes/product') },
  {
    path: 'tripadvisor',
    lazy: page('admin-catalog/routes/tripadvisor'),
  },
  { path: 'inventory', lazy: page('admin-catalog/routes/inventory') },
];

/** Back-office content screens (admin): feature pages, reviews, titles, generic tables, audit. */
const tableScreen = page('admin-tables/routes/table-screen');
const staffPlaceholder = page('admin-content/routes/placeholder');
const adminContentRoutes: RouteObject[] = [
  {
    path: 'featured/manage',
    lazy: page('admin-content/routes/featured-manage'),
  },
  {
    path: 'reviews/manage',
    lazy: page('admin-content/routes/reviews-manage'),
  },
  {
    path: 'gamification',
    lazy: page('admin-content/routes/gamification'),
  },
  { path: 'admin/audit', lazy: page('admin-content/routes/audit') },
  ...[
    'category',
    'country',
    'coupon',
    'customer',
    'brand',
    'shipping',
    'paymentMethod',
    'feature',
  ].map((path) => ({ path, lazy: tableScreen })),
  ...['admin', 'dashboard', 'invoice', 'shop'].map((path) => ({ path, lazy: staffPlaceholder })),
];

const adminRoutes: RouteObject[] = [
  { path: 'admin/outbox', lazy: page('admin-outbox/routes/outbox') },
  { path: 'importer', lazy: page('admin-catalog/routes/importer') },
  {
    path: 'manage-orders',
    lazy: page('manage-orders/routes/manage-orders'),
  },
  {
    path: 'business-management',
    lazy: page('business-management/routes/business-management'),
  },
  ...adminContentRoutes,
];

// The back-office and portal frames load with their first screen, not with the public pages.
const adminLayout = async () => ({
  Component: (await loadOnce(() => import('./layouts/admin-layout.tsx'))).AdminLayout,
});
const partnerLayout = async () => ({
  Component: (await loadOnce(() => import('./layouts/partner-layout.tsx'))).PartnerLayout,
});

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    HydrateFallback: PageLoader,
    errorElement: <RouteError />,
    children: [
      ...publicRoutes,
      { element: <RequireRole role="partner-staff" />, children: signedInRoutes },
      {
        path: 'partner-portal',
        element: <RequireRole role="partner-staff" />,
        children: [{ lazy: partnerLayout, children: partnerRoutes }],
      },
      {
        element: <RequireRole role="admin" />,
        children: [{ lazy: adminLayout, children: adminRoutes }],
      },
      {
        element: <RequireRole role="editor" />,
        children: [{ lazy: adminLayout, children: editorRoutes }],
      },
      // Unknown URLs go to '/'.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
