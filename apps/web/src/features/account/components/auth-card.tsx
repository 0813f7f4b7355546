import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  size?: number;
}

/** The centred card every account screen uses. */
export function AuthCard({ title, subtitle, children, size = 440 }: AuthCardProps) {
  return (
    <Container size={size} py={{ base: 'lg', sm: 56 }} px="md">
      <Stack gap={4} mb="lg" ta="center">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        {children}
      </Paper>
    </Container>
  );
}
