import { List, Text } from '@mantine/core';
import { InfoPage, InfoSection, SupportEmail, useSupport } from '../components/info-page.tsx';

/** '/terms': Terms of Use and Privacy Policy (static). */
export default function TermsRoute() {
  const { brand } = useSupport();
  return (
    <InfoPage
      title="Terms of Use and Privacy Policy"
      lead={`The rules for using ${brand} and how we handle your information.`}
    >
      <InfoSection title="Who we are">
        <Text>
          {brand} is a marketplace for local activities and experiences in the United States and
          Canada. The experiences are run by independent providers (our partners); we list them,
          take your booking and your payment, and pass your booking to the provider.
        </Text>
      </InfoSection>
      <InfoSection title="Bookings and payment">
        <List spacing={4}>
          <List.Item>
            Prices include the provider&apos;s price, sales tax for the region and a service fee,
            all shown before you pay.
          </List.Item>
          <List.Item>
            Your card is charged when you book, in the market&apos;s currency (USD or CAD).
          </List.Item>
          <List.Item>
            The provider is responsible for the experience itself: timing, safety and what is
            included, as described on its page.
          </List.Item>
          <List.Item>
            Cancellations and refunds follow the provider&apos;s policy; contact us and we will
            help.
          </List.Item>
        </List>
      </InfoSection>
      <InfoSection title="Your account">
        <Text>
          Keep your password to yourself and your contact details current. Reviews must be about
          your own experience, honest and free of offensive content; we may remove reviews that are
          not.
        </Text>
      </InfoSection>
      <InfoSection title="Privacy">
        <List spacing={4}>
          <List.Item>
            We collect what we need to run your bookings: your name, email, phone, purchases and the
            lists and reviews you create.
          </List.Item>
          <List.Item>
            We share your name, phone and booking with the provider of the experience you booked,
            and nothing more.
          </List.Item>
          <List.Item>
            Card details go straight to our payment processor; we never store your card number.
          </List.Item>
          <List.Item>
            We send marketing emails only if you subscribed, and every one has an unsubscribe link.
          </List.Item>
          <List.Item>
            You may ask for a copy of your data or for your account to be deleted at any time.
          </List.Item>
        </List>
      </InfoSection>
      <InfoSection title="Questions">
        <Text>
          Email <SupportEmail />.
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
