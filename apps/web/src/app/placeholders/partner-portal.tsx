import { Title } from '@mantine/core';
import { usePageTitle } from '../../lib/settings.ts';

/** Placeholder for /partner-portal until the partner feature replaces it. */
export default function PartnerPortalPlaceholder() {
  usePageTitle('Partner Portal');
  return <Title order={1}>Partner Portal</Title>;
}
