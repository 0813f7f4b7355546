import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { InfoPage, useSupport } from '../components/info-page.tsx';

/** '/contact': how to reach support (static; contacts from the settings). */
export default function ContactRoute() {
  const { email, phone } = useSupport();
  return (
    <InfoPage title="Contact us" lead="Real people are ready to help before and after you book.">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="md">
          <Stack gap={4}>
            <Title order={2} size="h4">
              Email
            </Title>
            {email ? (
              <Anchor href={`mailto:${email}`}>{email}</Anchor>
            ) : (
              <Text size="sm">Our support email is not set up yet.</Text>
            )}
            <Text size="sm" c="dark.4">
              Include your confirmation code if your question is about a purchase. We answer within
              one business day.
            </Text>
          </Stack>
        </Card>
        {phone && (
          <Card withBorder radius="md">
            <Stack gap={4}>
              <Title order={2} size="h4">
                Phone (toll-free)
              </Title>
              <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor>
            </Stack>
          </Card>
        )}
      </SimpleGrid>
      <Text>
        Many answers are in our{' '}
        <Anchor component={Link} to="/faq">
          FAQ
        </Anchor>
        . Partners can manage their listings and orders in the partner portal.
      </Text>
    </InfoPage>
  );
}
