import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

// A 24 px line: each crumb is as tall as a finger needs, its text centred on the separators.
const TARGET = { lh: '24px' } as const;

export interface Crumb {
  label: string;
  to: string;
}

/**
 * A breadcrumb trail as a navigation landmark: links, then the current page (if named). It wraps
 * on a phone, and each crumb is at least 24 px tall so a finger finds it (WCAG target size).
 */
export function PageBreadcrumbs({
  links,
  current,
  mb,
}: {
  links: Crumb[];
  current?: string;
  mb?: string;
}) {
  return (
    <Box component="nav" aria-label="Breadcrumb" mb={mb}>
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        {links.map((c) => (
          <Anchor key={c.to} component={Link} to={c.to} size="sm" {...TARGET}>
            {c.label}
          </Anchor>
        ))}
        {current && (
          <Text size="sm" aria-current="page" {...TARGET}>
            {current}
          </Text>
        )}
      </Breadcrumbs>
    </Box>
  );
}
