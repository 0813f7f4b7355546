import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { withReferralTag } from '../../../lib/outbound.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { useFeaturedPage } from '../api/get-featured-page.ts';
import { useMarketParam } from '../lib/use-market.ts';
import { Redirect } from '../../../components/redirect.tsx';

const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** '/:market/feature/:page': an editor's feature page (by id or slug); unknown pages go to /main. */
export default function FeaturePage() {
  const { code } = useMarketParam();
  const { page = '' } = useParams();
  const query = useFeaturedPage(page, code);
  usePageTitle(query.data?.pageTitle ?? null);
  if (query.isError) return <Redirect to="/main" />;
  if (!query.data) return <PageLoader />;
  const p = query.data;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <SafeImage
          src={p.pageImage}
          alt=""
          width={1200}
          height={400}
          priority
          style={{ width: '100%', height: 'auto', aspectRatio: '3 / 1', borderRadius: 8 }}
        />
        <Stack gap="xs">
          <Group gap="xs">
            <Title order={1}>{p.pageTitle}</Title>
            {!p.active && <Badge color="gray">Inactive</Badge>}
          </Group>
          <Text size="lg">{p.pageDescription}</Text>
          {p.buttonText && p.buttonUrl && (
            <Group>
              {isInternal(p.buttonUrl) ? (
                <Button component={Link} to={p.buttonUrl}>
                  {p.buttonText}
                </Button>
              ) : (
                <Button component="a" href={withReferralTag(p.buttonUrl)} rel="noopener noreferrer">
                  {p.buttonText}
                </Button>
              )}
            </Group>
          )}
        </Stack>
        {p.lists.map((list) => (
          <Stack key={list.title} gap="md" component="section">
            <Title order={2}>{list.title}</Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {list.experiences.map((e) => (
                <Card key={e.experienceSku} withBorder radius="md">
                  <Card.Section>
                    <SafeImage
                      src={e.image}
                      alt=""
                      width={640}
                      height={360}
                      style={{
                        width: '100%',
                        height: 'auto',
                        aspectRatio: '16 / 9',
                        display: 'block',
                      }}
                    />
                  </Card.Section>
                  <Stack gap={4} mt="sm">
                    {e.url && isInternal(e.url) ? (
                      <Anchor component={Link} to={e.url} fw={700}>
                        {e.name}
                      </Anchor>
                    ) : (
                      <Text fw={700}>{e.name}</Text>
                    )}
                    <Text size="sm" c="dimmed">
                      {[e.city, e.partnerName].filter(Boolean).join(' · ')}
                    </Text>
                    {e.description && (
                      <Text size="sm" lineClamp={3}>
                        {e.description}
                      </Text>
                    )}
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
