import { Anchor, Badge, Button, Card, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { INTEGRATION_NAMES, VERIFICATION_PATH, type BusinessDto } from '@jaunt/contract';
import type { User } from '../../../lib/auth.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { PARTNER_SUPPORT_URL } from '../../../lib/outbound.ts';
import { PartnerGate } from '../components/partner-gate.tsx';

interface Tile {
  title: string;
  description: string;
  to: string;
  /** Shown only when the business's integration is in this list. */
  integrations: readonly string[];
  /** Hidden from partner-staff. */
  partnerOnly: boolean;
  /** The lowest role that sees the tile (reporting: partner-employee). */
  roles?: string[];
}

const ALL = [...INTEGRATION_NAMES, 'none'];
/** The portal list (section 2): each tile names the integrations it shows for. */
export const PORTAL_TILES: Tile[] = [
  {
    title: 'Business Information',
    description: 'Your legal name, address and contact details',
    to: '/partner-portal/business-information',
    integrations: ALL,
    partnerOnly: true,
  },
  {
    title: 'Banking Information',
    description: 'Where your payouts go',
    to: '/partner-portal/banking-information?goBack=true',
    integrations: ['Bookeo', 'FareHarbor API', 'Rezdy', 'Group Bookings', 'none'],
    partnerOnly: true,
  },
  {
    title: 'Verification',
    description: 'Identity checks for payouts',
    to: VERIFICATION_PATH,
    integrations: ['Bookeo', 'FareHarbor API', 'Rezdy', 'Group Bookings', 'none'],
    partnerOnly: true,
  },
  {
    title: 'Integration',
    description: 'Connect your booking platform',
    to: '/partner-portal/integration',
    integrations: ['Bookeo'],
    partnerOnly: true,
  },
  {
    title: 'Vendor Agreement',
    description: 'Read or download your agreement',
    to: '/partner/legal',
    integrations: ALL,
    partnerOnly: true,
  },
  {
    title: 'Availability',
    description: 'Times, seats and closed days of your experiences',
    to: '/partner-portal/availability',
    integrations: ALL,
    partnerOnly: true,
  },
  {
    title: 'Customer Purchases',
    description: 'Orders, redemptions and payouts',
    to: '/partner-portal/customer-purchases',
    integrations: ALL,
    partnerOnly: false,
  },
  {
    title: 'Reporting',
    description: 'Customer purchases per day',
    to: '/partner-portal/reporting',
    integrations: ALL,
    partnerOnly: false,
    roles: ['partner-employee', 'partner', 'admin', 'editor'],
  },
];

/** Tiles are links: Mantine's focus ring (theme focusRing 'auto') shows on :focus-visible. */
const TILE_FOCUS = 'mantine-focus-auto';

function Home({ user, business }: { user: User; business: BusinessDto | null }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const integration = business?.integration?.name ?? user.integration?.name ?? 'none';
  const isPartner = user.role === 'partner' || user.role === 'admin';
  const tiles = PORTAL_TILES.filter(
    (t) =>
      t.integrations.includes(integration) &&
      (!t.partnerOnly || isPartner) &&
      (!t.roles || t.roles.includes(user.role)),
  );
  const resumeBanking = !business?.billingAddress.firstName;
  return (
    <Stack>
      <Title order={1}>Partner Portal</Title>
      {isPartner && <Text>Manage your information and access partner support</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {tiles.map((t) => (
          <Card
            key={t.to}
            withBorder
            radius="md"
            padding="lg"
            component={Link}
            to={t.to}
            pos="relative"
            className={TILE_FOCUS}
          >
            {t.title === 'Banking Information' && resumeBanking && (
              <Badge color="orange" pos="absolute" top={12} right={12}>
                RESUME
              </Badge>
            )}
            <Title order={2} size="h4">
              {t.title}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t.description}
            </Text>
          </Card>
        ))}
        <Card
          withBorder
          radius="md"
          padding="lg"
          component="a"
          className={TILE_FOCUS}
          href={PARTNER_SUPPORT_URL}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Title order={2} size="h4">
            Support
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Partner help centre (opens in a new tab)
          </Text>
        </Card>
      </SimpleGrid>
      <Modal
        opened={params.get('showModal') === 'true'}
        onClose={() => void navigate('/partner-portal', { replace: true })}
        title="You're all set!"
        centered
      >
        <Text mb="md">
          Thanks for finishing your sign-up. We will review your business and let you know when your
          experiences are live.
        </Text>
        <Button fullWidth onClick={() => void navigate('/partner-portal', { replace: true })}>
          Go to the portal
        </Button>
      </Modal>
      {!business && user.role !== 'partner' && (
        <Anchor component={Link} to="/partner-portal/customer-purchases">
          See customer purchases
        </Anchor>
      )}
    </Stack>
  );
}

/** /partner-portal (partner-staff and up): the portal home. */
export default function PortalHomePage() {
  usePageTitle('Partner Portal');
  return <PartnerGate>{(ctx) => <Home {...ctx} />}</PartnerGate>;
}
