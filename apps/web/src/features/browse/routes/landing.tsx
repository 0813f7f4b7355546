import { lazy, Suspense, useState } from 'react';
import {
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { BANNER_HIDDEN_MARKETS, categoryColumns, showFeaturedTiles } from '@jaunt/contract';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { storeMarket } from '../../../lib/markets.ts';
import { BLOG_URL, withReferralTag } from '../../../lib/outbound.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { useCities } from '../api/get-cities.ts';
import { useShownFeaturedPages } from '../api/get-featured-pages.ts';
import { useMarketActivities } from '../api/get-market-activities.ts';
import { useProducts } from '../api/get-products.ts';
import { CardGrid, CardSkeletons } from '../components/card-grid.tsx';
import { Tiles } from '../components/tiles.tsx';
import { useMarketParam } from '../lib/use-market.ts';
import classes from '../components/browse.module.css';
import { Redirect } from '../../../components/redirect.tsx';

const MailingModal = lazy(() => import('../components/mailing-modal.tsx'));
const TRENDING = 6;

/** '/:market': hero, featured pages or categories, trending, locations, blog promo, mailing list. */
export default function Landing() {
  const { market, code, segment, missing } = useMarketParam();
  const featured = useShownFeaturedPages(market?.val);
  const activities = useMarketActivities(market?.val);
  const cities = useCities(market?.val);
  const trending = useProducts(
    { where: { market: code }, sort: '-computedRating' },
    TRENDING,
    Boolean(market),
  );
  const [mailing, setMailing] = useState(false);
  usePageTitle(market?.market ?? null);
  const pages = featured.data ?? [];

  if (missing) return <Redirect to="/main" />;
  if (!market) return <PageLoader />;

  const parents = activities.data ?? [];
  const showBanner = !(BANNER_HIDDEN_MARKETS as readonly string[]).includes(market.val);
  return (
    <>
      <Box component="section" className={classes.hero} aria-labelledby="market-heading">
        <SafeImage
          src={market.images?.[0]}
          alt=""
          width={1600}
          height={900}
          priority
          className={classes.heroImage}
        />
        <div className={classes.heroShade} />
        <Container size="xl" className={classes.heroContent}>
          <Stack gap="md" maw={680}>
            <Title order={1} id="market-heading" fz={{ base: 36, sm: 52 }}>
              {market.market}
            </Title>
            {market.description && <Text size="lg">{market.description}</Text>}
            <Group>
              <Button
                component={Link}
                to={`/${segment}/activities`}
                size="md"
                onClick={() => storeMarket(market.val)}
              >
                Browse all activities
              </Button>
              <Button variant="white" color="dark" size="md" onClick={() => setMailing(true)}>
                Deals & Insights
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="xl" py={48}>
        <Stack gap={56}>
          {featured.isPending || activities.isPending ? (
            <Skeleton height={240} radius="md" />
          ) : showFeaturedTiles(pages.length) ? (
            <Box component="section" aria-labelledby="featured-heading">
              <Title order={2} id="featured-heading" mb="md">
                Featured in {market.market}
              </Title>
              <Tiles
                cols={pages.length === 2 ? 2 : 3}
                tiles={pages.map((p) => ({
                  key: p._id,
                  label: p.pageTitle,
                  image: p.pageImage,
                  to: `/${segment}/feature/${p.slug}`,
                }))}
              />
            </Box>
          ) : (
            <Box component="section" aria-labelledby="categories-heading">
              <Title order={2} id="categories-heading" mb="md">
                Categories
              </Title>
              <Tiles
                cols={categoryColumns(parents.length)}
                tiles={parents.map((c) => ({
                  key: c._id,
                  label: c.name,
                  image: c.image,
                  to: `/${segment}/${c.slug}/activities`,
                }))}
              />
            </Box>
          )}
          <Box component="section" aria-labelledby="trending-heading">
            <Group justify="space-between" mb="md">
              <Title order={2} id="trending-heading">
                Trending activities
              </Title>
              <Anchor component={Link} to={`/${segment}/activities`}>
                See all activities
              </Anchor>
            </Group>
            {trending.isPending ? (
              <CardSkeletons count={3} />
            ) : (
              <CardGrid products={trending.data ?? []} market={market.val} />
            )}
          </Box>
          <Box component="section" aria-labelledby="locations-heading">
            <Group justify="space-between" mb="md">
              <Title order={2} id="locations-heading">
                Locations
              </Title>
              <Anchor component={Link} to={`/${segment}/location`}>
                All locations
              </Anchor>
            </Group>
            <Group gap="sm">
              {(cities.data ?? []).map((c) => (
                <Button
                  key={c._id}
                  component={Link}
                  to={`/${segment}/location/${c.slug}`}
                  variant="light"
                  radius="xl"
                >
                  {c.val} ({c.count})
                </Button>
              ))}
            </Group>
          </Box>
          {showBanner && BLOG_URL && (
            <Card
              component="section"
              withBorder
              radius="md"
              padding="xl"
              aria-labelledby="blog-heading"
            >
              <Group justify="space-between" wrap="wrap">
                <Stack gap={4} maw={640}>
                  <Title order={2} id="blog-heading">
                    From the blog
                  </Title>
                  <Text c="dark.4">
                    Local guides, seasonal picks and insider tips for {market.market}, written by
                    people who live here.
                  </Text>
                </Stack>
                <Button
                  component="a"
                  href={withReferralTag(BLOG_URL)}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="outline"
                >
                  Read the blog
                </Button>
              </Group>
            </Card>
          )}
        </Stack>
      </Container>
      {mailing && (
        <Suspense fallback={null}>
          <MailingModal opened={mailing} onClose={() => setMailing(false)} market={market.val} />
        </Suspense>
      )}
    </>
  );
}
