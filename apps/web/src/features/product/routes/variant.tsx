import { Suspense } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  formatMoney,
  priceLabel,
  toCents,
  type Settings,
  type Variant,
  type VariantPage,
} from '@jaunt/contract';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { ReadMore } from '../../../components/read-more.tsx';
import { INTAKE_URL, reportBookConversion, withReferralTag } from '../../../lib/outbound.ts';
import { settingsQuery, usePageTitle } from '../../../lib/settings.ts';
import { useRelated } from '../api/get-related.ts';
import { useVariantPage } from '../api/get-variant-page.ts';
import { trackClick } from '../api/post-click.ts';
import { BookBar } from '../components/book-bar.tsx';
import { ProductBreadcrumbs } from '../components/breadcrumbs.tsx';
import { Carousel } from '../components/carousel.tsx';
import {
  HowItWorks,
  PaymentBadges,
  PromiseBlock,
  SupportBlock,
} from '../components/info-blocks.tsx';
import { RatingBlock } from '../components/rating-block.tsx';
import { RelatedCards } from '../components/related-cards.tsx';
import { PlanYourVisit } from '../components/trust-sections.tsx';
import { StaticMap } from '../components/static-map.tsx';
import { useBuyNow } from '../../../lib/cart.ts';
import { useBookingDetails } from '../booking/api/get-booking-details.ts';
import { Redirect } from '../../../components/redirect.tsx';
import { useMarketSegment, useNamesMarket } from '../../../lib/markets.ts';
import { lazyPart } from '../../../lib/lazy-part.tsx';

// The calendar loads only on a variant page with a schedule, never with the product page.
const BookingWidget = lazyPart(
  'src/features/product/booking/booking-widget.tsx',
  () => import('../booking/booking-widget.tsx'),
);

const groupSize = (v: Variant) =>
  v.maxPeople > v.minPeople
    ? `${v.minPeople}-${v.maxPeople} people`
    : `${v.minPeople} ${v.minPeople === 1 ? 'person' : 'people'}`;

export interface VariantViewProps {
  data: VariantPage;
  /** The product's market code. */
  market: string;
  /** 'Book Now' (the cart and checkout plug in here). */
  onBuy: (variant: Variant) => void;
}

/** A bookable option: carousel, price, facts, included items, blocks, related, map and book bar. */
export function VariantView({ data, market, onBuy }: VariantViewProps) {
  const v = data.variant;
  const { data: settings } = useQuery(settingsQuery);
  const related = useRelated(data._id);
  const price = v.price > 0 ? formatMoney(toCents(v.price)) : priceLabel(v.price);
  const slides = [v.image, ...v.images].filter(Boolean);
  const location = v.location ?? data.location;
  const booking = useBookingDetails(v.experienceSku);
  // A variant with a calendar books through it; one without (or when the call fails) keeps
  // 'Book Now'. Nothing shows while the answer is on its way. A partner's booking system that
  // does not answer (502) is said so, with a retry: its times cannot be bought without it.
  const scheduled = booking.data?.scheduled === true;
  const platformDown = booking.error instanceof ApiError && booking.error.status === 502;
  const bookNow = (booking.isError && !platformDown) || booking.data?.scheduled === false;
  const track = () => {
    trackClick('book', window.location.href, data, v.experienceSku);
    reportBookConversion(v.experienceSku);
  };
  return (
    <>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <ProductBreadcrumbs product={data} market={market} variantName={v.name} />
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Carousel
                slides={slides.length ? [...new Set(slides)] : data.images}
                label={v.name}
                onSlideClick={(url) => trackClick('image', url, data, v.experienceSku)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="sm">
                <Group gap="xs">
                  {!v.active && <Badge color="gray">Inactive</Badge>}
                  {v.hasCallout && v.calloutText && <Badge color="orange">{v.calloutText}</Badge>}
                </Group>
                <Title order={1}>{v.name}</Title>
                <Text c="dark.4">{data.name}</Text>
                <RatingBlock rating={data.computedRating} count={data.reviewCount} />
                <Text fw={700} size="xl" data-testid="variant-price">
                  {price}{' '}
                  <Text span size="sm" c="dark.4" fw={400}>
                    {v.isGroup ? 'per group' : 'per person'}
                  </Text>
                </Text>
                <Group gap="lg">
                  <Text size="sm">
                    <strong>Group size:</strong> {groupSize(v)}
                  </Text>
                  {v.duration && (
                    <Text size="sm">
                      <strong>Duration:</strong> {v.duration}
                    </Text>
                  )}
                </Group>
                {v.description && <ReadMore text={v.description} />}
                {v.isGroup && (
                  <Anchor
                    href={withReferralTag(INTAKE_URL)}
                    size="sm"
                    onClick={() => trackClick('group-button', INTAKE_URL, data, v.experienceSku)}
                  >
                    Planning for a larger group? Send a group inquiry
                  </Anchor>
                )}
                {platformDown && (
                  <Alert color="red" title="Times are not available right now">
                    <Stack gap="xs" align="flex-start">
                      <Text size="sm">{booking.error?.message}</Text>
                      <Button
                        size="xs"
                        variant="light"
                        loading={booking.isFetching}
                        onClick={() => void booking.refetch()}
                      >
                        Try again
                      </Button>
                    </Stack>
                  </Alert>
                )}
                {scheduled && booking.data && (
                  <Suspense fallback={<Skeleton h={320} radius="md" />}>
                    <BookingWidget
                      key={v.experienceSku}
                      page={data}
                      details={booking.data}
                      onBook={track}
                    />
                  </Suspense>
                )}
                <PaymentBadges />
              </Stack>
            </Grid.Col>
          </Grid>
          {v.included && (
            <Stack component="section" aria-labelledby="included-heading" gap="xs">
              <Title order={2} size="h3" id="included-heading">
                What's included
              </Title>
              {/* Sanitised by the server before it is stored. */}
              <Typography>
                <div dangerouslySetInnerHTML={{ __html: v.included }} />
              </Typography>
            </Stack>
          )}
          <PlanYourVisit texts={data} />
          <HowItWorks />
          <PromiseBlock />
          <SupportBlock support={(settings as Partial<Settings> | undefined)?.support} />
          {related.data && <RelatedCards products={related.data} market={market} />}
          {location && (
            <Stack component="section" aria-labelledby="map-heading" gap="xs">
              <Title order={2} size="h3" id="map-heading">
                Where it happens
              </Title>
              <StaticMap lat={location.lat} lng={location.lng} label={v.name} />
            </Stack>
          )}
        </Stack>
      </Container>
      {bookNow && (
        <BookBar
          name={v.name}
          price={price}
          onBook={() => {
            track();
            onBuy(v);
          }}
        />
      )}
    </>
  );
}

/** '/:market/:productSlug/:variantSlug'; unknown or hidden options go to /main. */
export default function VariantRoute() {
  const { market = '', productSlug = '', variantSlug = '' } = useParams();
  const query = useVariantPage(productSlug, variantSlug);
  const onBuy = useBuyNow();
  const named = useNamesMarket(market, query.data?.market ?? '');
  const segment = useMarketSegment();
  usePageTitle(query.data ? `${query.data.variant.name} [Book Online]` : null);
  if (query.isError) return <Redirect to="/main" />;
  if (!query.data || named === null) return <PageLoader />;
  const { market: own, slug, variant } = query.data;
  // A link with another market's prefix (shared or typed) goes to the product's own market.
  if (!named) return <Redirect to={`/${segment(own)}/${slug}/${variant.slug}`} />;
  return <VariantView data={query.data} market={own} onBuy={onBuy} />;
}
