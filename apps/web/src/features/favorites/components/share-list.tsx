import { Anchor, Group, Text } from '@mantine/core';

/** Share a list on Facebook, X, Pinterest or by email. */
export function ShareList({ url, title, image }: { url: string; title: string; image?: string }) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const links = [
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    {
      label: 'Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${u}&description=${t}${image ? `&media=${encodeURIComponent(image)}` : ''}`,
    },
    { label: 'Email', href: `mailto:?subject=${t}&body=${u}` },
  ];
  return (
    <Group gap="sm" role="group" aria-label="Share this list" className="no-print">
      <Text size="sm" fw={500}>
        Share:
      </Text>
      {links.map((l) => (
        <Anchor
          key={l.label}
          href={l.href}
          size="sm"
          target={l.href.startsWith('mailto:') ? undefined : '_blank'}
          rel="noopener noreferrer"
          aria-label={`Share on ${l.label}`}
        >
          {l.label}
        </Anchor>
      ))}
    </Group>
  );
}
