import { Button, Divider, SimpleGrid } from '@mantine/core';
import { peekReturnTo } from '../../../lib/return-to.ts';
import { useAuthProviders } from '../api/auth-providers.ts';

/** Links to /auth/{provider}; the server sends the user back to /done?returnTo=... */
export function SocialButtons() {
  const providers = useAuthProviders();
  if (providers.length === 0) return null;
  const returnTo = encodeURIComponent(peekReturnTo());
  return (
    <>
      <Divider label="or continue with" labelPosition="center" my="md" />
      <SimpleGrid cols={providers.length > 1 ? 2 : 1} spacing="sm">
        {providers.map((p) => (
          <Button
            key={p.name}
            component="a"
            href={`/auth/${encodeURIComponent(p.name)}?returnTo=${returnTo}`}
            variant="default"
            aria-label={`Log in with ${p.label}`}
          >
            {p.label}
          </Button>
        ))}
      </SimpleGrid>
    </>
  );
}
