import { Suspense } from 'react';
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
import { intentPart } from '../../lib/intent-part.tsx';
import { ActivitiesButton } from '../../features/browse/components/activities-button.tsx';
import { SearchField } from '../../features/browse/components/search-field.tsx';
import { Toasts } from '../toasts.tsx';

// The browse feature's navbar pieces load when the visitor reaches for them (Menu, Combobox and
// floating-ui stay out of a page's JavaScript until then; intent-part.tsx).
const CategoryMenu = intentPart(
  () => import('../../features/browse/components/category-menu.tsx'),
  { hover: true },
);
const SearchBox = intentPart(() => import('../../features/browse/components/search-box.tsx'));
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
        categoryMenu={<CategoryMenu standIn={(reach) => <ActivitiesButton {...reach} />} />}
        search={<SearchBox standIn={(reach) => <SearchField {...reach} />} />}
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
      <Toasts />
    </>
  );
}
