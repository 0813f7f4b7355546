import {
  Anchor,
  Badge,
  Container,
  Grid,
  Group,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ReadMore } from '../../../components/read-more.tsx';
import { ShareLinks } from '../../../components/share-links.tsx';
import { AddToListButton, ProductReviewsSlot } from '../../../lib/engage.tsx';
import { withReferralTag } from '../../../lib/outbound.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { useProduct } from '../api/get-product.ts';
import { trackClick } from '../api/post-click.ts';
import { ProductBreadcrumbs } from '../components/breadcrumbs.tsx';
import { Gallery } from '../components/gallery.tsx';
import { RatingBlock } from '../components/rating-block.tsx';
import { StaticMap } from '../components/static-map.tsx';
import { ThirdPartyReviews } from '../components/third-party-reviews.tsx';
import { VariantCards } from '../components/variant-cards.tsx';
import { PriceCallout, ProductOverview } from '../components/product-overview.tsx';
import { PlanYourVisit } from '../components/trust-sections.tsx';
import { usePageUrl } from '../../../lib/page-url.tsx';
import { Redirect } from '../../../components/redirect.tsx';
import { useMarketSegment, useNamesMarket } from '../../../lib/markets.ts';

/** Tag keys never shown as product tags. */
const HIDDEN_TAG_KEYS = new Set(['Market', 'Activity']);

/** '/:market/:productSlug': the product page; unknown or hidden products go to /main. */
export default function ProductPage() {
  const { market = '', productSlug = '' } = useParams();
  const query = useProduct(productSlug);
  const pageUrl = usePageUrl();
  const p = query.data;
  const named = useNamesMarket(market, p?.market ?? '');
  const segment = useMarketSegment();
  usePageTitle(p ? `${p.name} [Book Online]` : null);
  if (query.isError) return <Redirect to="/main" />;
  if (!p || named === null) return <PageLoader />;
  // A link with another market's prefix (shared or typed) goes to the product's own market.
  if (!named) return <Redirect to={`/${segment(p.market)}/${p.slug}`} />;

  const base = `/${segment(p.market)}/${p.slug}`;
  const address = [p.address.street, p.address.city, p.address.region, p.address.postalCode]
    .filter(Boolean)
    .join(', ');
  const variants = p.variants.filter((v) => v.active && !v.isPrivateSale);
  const tags = p.features.filter((f) => !HIDDEN_TAG_KEYS.has(f.key));
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <ProductBreadcrumbs product={p} market={p.market} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Gallery
              images={p.images.length ? p.images : [p.featuredImage]}
              name={p.name}
              onImageClick={(url) => trackClick('image', url, p)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="sm">
              <Group gap="xs">
                {p.category && <Badge variant="light">{p.category.name}</Badge>}
                {!p.active && <Badge color="gray">Inactive</Badge>}
                {p.keyFeatures.map((k) => (
                  <Badge key={k} variant="outline" color="dark" tt="none">
                    {k}
                  </Badge>
                ))}
              </Group>
              <Title order={1}>{p.name}</Title>
              <RatingBlock rating={p.computedRating} count={p.reviewCount} />
              <PriceCallout product={p} />
              <Text c="dark.4">{address}</Text>
              <Text>{p.info}</Text>
              {p.hours && (
                <Text size="sm">
                  <strong>Hours:</strong> {p.hours}
                </Text>
              )}
              {p.website && (
                <Anchor
                  href={withReferralTag(p.website)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => trackClick('visit-website', p.website, p)}
                >
                  Visit website
                </Anchor>
              )}
              <AddToListButton target={{ productId: p._id, name: p.name }} />
              <ShareLinks
                url={pageUrl}
                title={p.name}
                image={p.featuredImage}
                label="Share"
                xLabel="X (Twitter)"
              />
            </Stack>
          </Grid.Col>
        </Grid>
        <ProductOverview product={p} />
        <Stack component="section" aria-labelledby="options-heading" gap="sm">
          <Title order={2} size="h3" id="options-heading">
            Choose an experience
          </Title>
          {variants.length === 0 ? (
            <Text>No bookable options right now.</Text>
          ) : (
            <VariantCards variants={variants} base={base} />
          )}
        </Stack>
        {p.description && (
          <Stack component="section" aria-labelledby="about-heading" gap="xs">
            <Title order={2} size="h3" id="about-heading">
              About
            </Title>
            <Typography>
              <ReadMore text={p.description} />
            </Typography>
          </Stack>
        )}
        <PlanYourVisit texts={p} />
        {tags.length > 0 && (
          <Group gap="xs" aria-label="Tags" role="list">
            {tags.map((t) => (
              <Badge
                key={`${t.key}:${t.val}`}
                role="listitem"
                variant="light"
                color="gray"
                tt="none"
                c="dark.6"
              >
                {t.val}
              </Badge>
            ))}
          </Group>
        )}
        {p.location && (
          <Stack component="section" aria-labelledby="map-heading" gap="xs">
            <Title order={2} size="h3" id="map-heading">
              Location
            </Title>
            <Text size="sm">{address}</Text>
            <StaticMap lat={p.location.lat} lng={p.location.lng} label={p.name} />
          </Stack>
        )}
        {p.tripadvisorLocationId && <ThirdPartyReviews locationId={p.tripadvisorLocationId} />}
        <ProductReviewsSlot product={p} />
      </Stack>
    </Container>
  );
}
