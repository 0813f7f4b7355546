import { lazy, Suspense } from 'react';
import { Box, Progress } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from '../../components/footer.tsx';
import { Navbar } from '../../components/navbar/navbar.tsx';
import { RealtimeUserSync } from '../../lib/realtime.ts';
import classes from './layout.module.css';

const Overlays = lazy(() => import('../overlays.tsx'));

/** The site frame: skip link, navbar, the page, footer. Wraps every route. */
export function PublicLayout() {
  const navigation = useNavigation();
  return (
    <>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      {navigation.state === 'loading' && (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          className={classes.progress}
          aria-hidden
        />
      )}
      <Navbar />
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <Footer />
      <RealtimeUserSync />
      <ScrollRestoration />
      <Suspense fallback={null}>
        <Overlays />
      </Suspense>
    </>
  );
}
