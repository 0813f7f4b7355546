import { lazy, Suspense } from 'react';
import { Box, Progress } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from '../../components/footer.tsx';
import { Navbar } from '../../components/navbar/navbar.tsx';
import { BuyNowProvider } from '../../features/cart/components/buy-now-provider.tsx';
import { EngageProvider } from '../engage-provider.tsx';
import { CartButton } from '../../features/cart/components/cart-button.tsx';
import { RealtimeUserSync } from '../../lib/realtime.ts';
import classes from './layout.module.css';
import { lazyPart } from '../../lib/lazy-part.tsx';

const Overlays = lazy(() => import('../overlays.tsx'));
// The browse feature's navbar pieces load after the first paint (Menu and Combobox stay out of
// the initial JavaScript).
const CategoryMenu = lazyPart(
  'src/features/browse/components/category-menu.tsx',
  () => import('../../features/browse/components/category-menu.tsx'),
);
const SearchBox = lazyPart(
  'src/features/browse/components/search-box.tsx',
  () => import('../../features/browse/components/search-box.tsx'),
);
const MobileCategories = lazyPart(
  'src/features/browse/components/mobile-categories.tsx',
  () => import('../../features/browse/components/mobile-categories.tsx'),
);

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
      <Navbar
        cart={<CartButton />}
        categoryMenu={
          <Suspense fallback={null}>
            <CategoryMenu />
          </Suspense>
        }
        search={
          <Suspense fallback={null}>
            <SearchBox />
          </Suspense>
        }
        mobileCategories={
          <Suspense fallback={null}>
            <MobileCategories />
          </Suspense>
        }
      />
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <BuyNowProvider>
          <EngageProvider>
            <Outlet />
          </EngageProvider>
        </BuyNowProvider>
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
