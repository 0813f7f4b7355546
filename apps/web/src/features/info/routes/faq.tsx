import type { ReactNode } from 'react';
import { Accordion, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { InfoPage, SupportEmail, useSupport } from '../components/info-page.tsx';

const QUESTIONS: { q: string; a: ReactNode }[] = [
  {
    q: 'How do I book an experience?',
    a: 'Open an experience, choose an option and press Book Now. Sign up or log in, enter your details and card, and pay. Your confirmation code appears right away and arrives by email.',
  },
  {
    q: 'How do I redeem my booking?',
    a: 'Show your confirmation code to the provider when you arrive. The provider may contact you first to agree on a date and time; the purchase page and email show any booking notes.',
  },
  {
    q: 'Where can I see my purchases?',
    a: (
      <>
        Log in and open{' '}
        <Anchor component={Link} to="/order">
          My Purchases
        </Anchor>{' '}
        from the account menu. A purchase reads Booked once the provider has entered your booking.
      </>
    ),
  },
  {
    q: 'Which payment methods do you accept?',
    a: 'Visa, Mastercard, American Express and Apple Pay. Your card is charged in the currency of the market (US dollars in the United States, Canadian dollars in Canada), taxes and fees included.',
  },
  {
    q: 'Can I cancel or get a refund?',
    a: "Each provider sets its own cancellation policy, shown on the experience. To ask for a refund, contact us with your confirmation code and we'll work it out with the provider.",
  },
  {
    q: 'I did not get my confirmation email.',
    a: 'Check your spam folder first. Your purchase is also in My Purchases. If it is still missing, contact us with the email address you used.',
  },
  {
    q: 'Do you offer group bookings?',
    a: (
      <>
        Yes. Options marked per group are priced for the whole group; for larger groups,{' '}
        <Anchor component={Link} to="/intake">
          send a group inquiry
        </Anchor>
        .
      </>
    ),
  },
  {
    q: 'How do I list my business?',
    a: (
      <>
        <Anchor component={Link} to="/partner-signup">
          Sign up as a partner
        </Anchor>
        , tell us about your business and add your experiences. We review every listing before it
        goes live.
      </>
    ),
  },
];

/** '/faq': frequently asked questions (static). */
export default function FaqRoute() {
  const { brand } = useSupport();
  return (
    <InfoPage title="Frequently asked questions" lead={`Booking with ${brand}, in short.`}>
      <Accordion variant="separated" radius="md" multiple defaultValue={['q0']}>
        {QUESTIONS.map(({ q, a }, i) => (
          // Plain values: Mantine builds element ids from them (a question mark breaks aria-controls).
          <Accordion.Item key={q} value={`q${i}`}>
            <Accordion.Control>{q}</Accordion.Control>
            <Accordion.Panel>
              <Text size="sm">{a}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Text>
        Still have a question? Email <SupportEmail /> or see{' '}
        <Anchor component={Link} to="/contact">
          Contact us
        </Anchor>
        .
      </Text>
    </InfoPage>
  );
}
