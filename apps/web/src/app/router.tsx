import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireRole } from '../lib/auth.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { PartnerLayout } from './layouts/partner-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteError } from './route-error.tsx';

/** A lazily loaded screen: each one is its own chunk. Screens default-export their component. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Public routes (no sign-in needed). Static paths outrank '/:market'. */
const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./placeholders/home.tsx')) },
  { path: 'login', lazy: page(() => import('../features/account/routes/login.tsx')) },
  {
    path: 'login/:sessionToken',
    lazy: page(() => import('../features/account/routes/login-session.tsx')),
  },
  { path: 'signup', lazy: page(() => import('../features/account/routes/signup.tsx')) },
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
  { path: ':market', lazy: page(() => import('./placeholders/home.tsx')) },
];

/** Any signed-in user (partner-staff is the lowest signed-in role). */
const signedInRoutes: RouteObject[] = [
  { path: 'settings', lazy: page(() => import('../features/account/routes/settings.tsx')) },
  { path: 'confirm', lazy: page(() => import('../features/account/routes/confirm.tsx')) },
];

const partnerRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./placeholders/partner-portal.tsx')) },
];

const adminRoutes: RouteObject[] = [
  { path: 'admin/outbox', lazy: page(() => import('../features/admin-outbox/routes/outbox.tsx')) },
];

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
        children: [{ Component: PartnerLayout, children: partnerRoutes }],
      },
      {
        element: <RequireRole role="admin" />,
        children: [{ Component: AdminLayout, children: adminRoutes }],
      },
      // Unknown URLs go to '/'.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
