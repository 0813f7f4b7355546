import type { ReactNode } from 'react';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Settings } from '@jaunt/contract';
import { settingsQuery, useBrand, usePageTitle } from '../../../lib/settings.ts';

/** A static information page: title, optional lead, sections. */
export function InfoPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          {lead && (
            <Text c="dark.4" mt="xs" size="lg">
              {lead}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Container>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="xs">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The support contacts from GET /api/settings (email and toll-free phone when set). */
export function useSupport() {
  const { data } = useQuery(settingsQuery);
  const support = (data as Partial<Settings> | undefined)?.support;
  return { email: support?.email ?? '', phone: support?.tollFreePhone ?? '', brand: useBrand() };
}

/** 'email us at x' as a mail link, or 'use the contact page' when no support email is set. */
export function SupportEmail() {
  const { email } = useSupport();
  return email ? (
    <Anchor href={`mailto:${email}`}>{email}</Anchor>
  ) : (
    <Anchor href="/contact">our contact page</Anchor>
  );
}
