import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireRole } from '../lib/auth.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { queryClient } from '../lib/query-client.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteError } from './route-error.tsx';

const RELOADED_KEY = 'jaunt:chunk-reload';

/**
 * A lazily loaded screen: each one is its own chunk. Screens default-export their component.
 * After a deploy, an open tab may ask for a chunk that no longer exists: reload once to get
 * the new version instead of showing an error.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => {
  try {
    const Component = (await load()).default;
    sessionStorage.removeItem(RELOADED_KEY);
    return { Component };
  } catch (error) {
    if (!sessionStorage.getItem(RELOADED_KEY)) {
      sessionStorage.setItem(RELOADED_KEY, '1');
      window.location.reload();
      return new Promise<never>(() => {});
    }
    throw error;
  }
};

/**
 * Browse and product pages. React Router ranks static segments (main, location, activities,
 * list, search, feature) above the dynamic ':productSlug' and ':variantSlug'.
 */
const browseRoutes: RouteObject[] = [
  { path: 'main', lazy: page(() => import('../features/browse/routes/main.tsx')) },
  { path: ':market', lazy: page(() => import('../features/browse/routes/landing.tsx')) },
  { path: ':market/location', lazy: page(() => import('../features/browse/routes/locations.tsx')) },
  {
    path: ':market/location/:location',
    lazy: page(() => import('../features/browse/routes/location-list.tsx')),
  },
  {
    path: ':market/activities',
    lazy: page(() => import('../features/browse/routes/activities.tsx')),
  },
  {
    path: ':market/:category/activities',
    lazy: page(() => import('../features/browse/routes/category-activities.tsx')),
  },
  {
    path: ':market/list/:slug/:category?',
    lazy: page(() => import('../features/browse/routes/category-list.tsx')),
  },
  {
    path: ':market/search/:query',
    lazy: page(() => import('../features/browse/routes/search-results.tsx')),
  },
  {
    path: ':market/feature/:page',
    lazy: page(() => import('../features/browse/routes/feature-page.tsx')),
  },
  {
    path: ':market/:productSlug',
    lazy: page(() => import('../features/product/routes/product.tsx')),
  },
  {
    path: ':market/:productSlug/:variantSlug',
    lazy: page(() => import('../features/product/routes/variant.tsx')),
  },
];

/** Public routes (no sign-in needed). Static paths outrank '/:market'. */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/browse/routes/market-picker.tsx')) },
  { path: 'login', lazy: page(() => import('../features/account/routes/login.tsx')) },
  {
    path: 'login/:sessionToken',
    lazy: page(() => import('../features/account/routes/login-session.tsx')),
  },
  { path: 'signup', lazy: page(() => import('../features/account/routes/signup.tsx')) },
  {
    path: 'partner-signup',
    lazy: page(() => import('../features/partner-onboarding/routes/partner-signup.tsx')),
  },
  { path: 'done', lazy: page(() => import('../features/account/routes/done.tsx')) },
  {
    path: 'confirm/:confirmToken/:url',
    lazy: page(() => import('../features/account/routes/confirm-token.tsx')),
  },
  { path: 'pwdreset', lazy: page(() => import('../features/account/routes/password-reset.tsx')) },
  {
    path: 'pwdreset/:passwordResetToken',
    lazy: page(() => import('../features/account/routes/password-reset-token.tsx')),
  },
  { path: 'cart', lazy: page(() => import('../features/cart/routes/cart.tsx')) },
  // Checkout: a user, or a guest who gives an email (decision 017); the page refuses partners.
  { path: 'checkout', lazy: page(() => import('../features/checkout/routes/checkout.tsx')) },
  {
    path: 'favorites/:id',
    lazy: page(() => import('../features/favorites/routes/shared-list.tsx')),
  },
  {
    path: 'favorites/:id/itinerary',
    lazy: page(() => import('../features/favorites/routes/itinerary.tsx')),
  },
  {
    path: 'purchase-complete',
    lazy: page(() => import('../features/orders/routes/purchase-complete.tsx')),
  },
  { path: 'faq', lazy: page(() => import('../features/info/routes/faq.tsx')) },
  { path: 'terms', lazy: page(() => import('../features/info/routes/terms.tsx')) },
  { path: 'contact', lazy: page(() => import('../features/info/routes/contact.tsx')) },
  { path: 'intake', lazy: page(() => import('../features/info/routes/intake.tsx')) },
  ...browseRoutes,
];

/** Any signed-in user (partner-staff is the lowest signed-in role). */
const signedInRoutes: RouteObject[] = [
  { path: 'settings', lazy: page(() => import('../features/account/routes/settings.tsx')) },
  { path: 'confirm', lazy: page(() => import('../features/account/routes/confirm.tsx')) },
  {
    path: 'partner/legal',
    lazy: page(() => import('../features/partner-onboarding/routes/legal.tsx')),
  },
  { path: 'favorites', lazy: page(() => import('../features/favorites/routes/my-lists.tsx')) },
  { path: 'reviews/mine', lazy: page(() => import('../features/reviews/routes/my-reviews.tsx')) },
  // My Purchases: every signed-in role (partners cannot buy: theirs shows the empty state).
  { path: 'order', lazy: page(() => import('../features/orders/routes/my-purchases.tsx')) },
];

const partnerRoutes: RouteObject[] = [
  {
    path: 'customer-purchases',
    lazy: page(() => import('../features/partner-orders/routes/customer-purchases.tsx')),
  },
  {
    element: <RequireRole role="partner-employee" />,
    children: [
      {
        path: 'reporting',
        lazy: page(() => import('../features/partner-orders/routes/reporting.tsx')),
      },
    ],
  },
  {
    index: true,
    lazy: page(() => import('../features/partner-onboarding/routes/portal-home.tsx')),
  },
  {
    element: <RequireRole role="partner" />,
    children: [
      {
        path: 'availability',
        lazy: page(() => import('../features/partner-availability/routes/availability.tsx')),
      },
    ],
  },
  {
    path: 'business-information',
    lazy: page(() => import('../features/partner-onboarding/routes/business-information.tsx')),
  },
  {
    path: 'banking-information',
    lazy: page(() => import('../features/partner-onboarding/routes/banking-information.tsx')),
  },
  {
    path: 'verification',
    lazy: page(() => import('../features/partner-onboarding/routes/verification.tsx')),
  },
  {
    path: 'integration',
    lazy: page(() => import('../features/partner-onboarding/routes/integration.tsx')),
  },
];

/** Analytics (admins and editors view analytics, spec section 1); charts load only here. */
const analyticsRoutes: RouteObject[] = [
  {
    path: 'analytics',
    // Its data starts loading with the navigation, not after the page's code and sign-in check.
    loader: () => {
      void import('../features/analytics/api/prefetch.ts').then((m) =>
        m.prefetchAnalyticsHome(queryClient),
      );
      return null;
    },
    lazy: page(() => import('../features/analytics/routes/analytics.tsx')),
  },
  {
    path: 'click-throughs',
    lazy: page(() => import('../features/analytics/routes/click-throughs.tsx')),
  },
  {
    path: 'activity-click-throughs',
    lazy: page(() => import('../features/analytics/routes/activity-click-throughs.tsx')),
  },
  {
    path: 'favorites-stats',
    lazy: page(() => import('../features/analytics/routes/favorites-stats.tsx')),
  },
  {
    path: 'partner-listings',
    lazy: page(() => import('../features/analytics/routes/partner-listings.tsx')),
  },
  {
    path: 'city-listings',
    lazy: page(() => import('../features/analytics/routes/city-listings.tsx')),
  },
  {
    path: 'customer-purchases',
    lazy: page(() => import('../features/analytics/routes/customer-purchases.tsx')),
  },
];

/** Staff screens editors may use too (spec section 6). */
const editorRoutes: RouteObject[] = [
  ...analyticsRoutes,
  { path: 'product', lazy: page(() => import('../features/admin-catalog/routes/product.tsx')) },
  {
    path: 'tripadvisor',
    lazy: page(() => import('../features/admin-catalog/routes/tripadvisor.tsx')),
  },
  { path: 'inventory', lazy: page(() => import('../features/admin-catalog/routes/inventory.tsx')) },
];

/** Back-office content screens (admin): feature pages, reviews, titles, generic tables, audit. */
const tableScreen = page(() => import('../features/admin-tables/routes/table-screen.tsx'));
const staffPlaceholder = page(() => import('../features/admin-content/routes/placeholder.tsx'));
const adminContentRoutes: RouteObject[] = [
  {
    path: 'featured/manage',
    lazy: page(() => import('../features/admin-content/routes/featured-manage.tsx')),
  },
  {
    path: 'reviews/manage',
    lazy: page(() => import('../features/admin-content/routes/reviews-manage.tsx')),
  },
  {
    path: 'gamification',
    lazy: page(() => import('../features/admin-content/routes/gamification.tsx')),
  },
  { path: 'admin/audit', lazy: page(() => import('../features/admin-content/routes/audit.tsx')) },
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
  { path: 'admin/outbox', lazy: page(() => import('../features/admin-outbox/routes/outbox.tsx')) },
  { path: 'importer', lazy: page(() => import('../features/admin-catalog/routes/importer.tsx')) },
  {
    path: 'manage-orders',
    lazy: page(() => import('../features/manage-orders/routes/manage-orders.tsx')),
  },
  {
    path: 'business-management',
    lazy: page(() => import('../features/business-management/routes/business-management.tsx')),
  },
  ...adminContentRoutes,
];

// The back-office and portal frames load with their first screen, not with the public pages.
const adminLayout = page(() =>
  import('./layouts/admin-layout.tsx').then((m) => ({ default: m.AdminLayout })),
);
const partnerLayout = page(() =>
  import('./layouts/partner-layout.tsx').then((m) => ({ default: m.PartnerLayout })),
);

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

export const router = createBrowserRouter(routes);
