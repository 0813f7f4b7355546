import { useEffect } from 'react';
import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { INTAKE_URL } from '../../../lib/outbound.ts';
import { InfoPage, SupportEmail } from '../components/info-page.tsx';

/**
 * '/intake': the group-inquiry form lives on an outside site (the spec: "link only"). With
 * VITE_INTAKE_URL set, links point there directly and this route forwards to it; without one,
 * it says how to send a group inquiry by email.
 */
export default function IntakeRoute() {
  const external = INTAKE_URL !== '/intake';
  useEffect(() => {
    if (external) window.location.replace(INTAKE_URL);
  }, [external]);
  return (
    <InfoPage title="Group inquiries" lead="Planning an outing for a larger group? We can help.">
      <Text>
        Email <SupportEmail /> with:
      </Text>
      <List spacing={4}>
        <List.Item>the experience (or the kind of activity) you have in mind,</List.Item>
        <List.Item>your preferred dates and the size of your group,</List.Item>
        <List.Item>your name and a phone number.</List.Item>
      </List>
      <Text>
        We check availability with the provider and reply with a quote. Questions first? See the{' '}
        <Anchor component={Link} to="/faq">
          FAQ
        </Anchor>
        .
      </Text>
    </InfoPage>
  );
}
