import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to: string;
}

/** A breadcrumb trail as a navigation landmark: links, then the current page (if named). */
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
      <Breadcrumbs>
        {links.map((c) => (
          <Anchor key={c.to} component={Link} to={c.to}>
            {c.label}
          </Anchor>
        ))}
        {current && <Text aria-current="page">{current}</Text>}
      </Breadcrumbs>
    </Box>
  );
}
