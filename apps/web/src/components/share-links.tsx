import { Anchor, Group, Text } from '@mantine/core';

type ShareLinksProps = {
  url: string;
  title: string;
  image?: string;
  /** Accessible name of the group of links. */
  label: string;
  /** Link text for X; each link's accessible name is `Share on <text>`. */
  xLabel?: string;
  className?: string;
};

/** Share a page on Facebook, X, Pinterest or by email. */
export function ShareLinks({ url, title, image, label, xLabel = 'X', className }: ShareLinksProps) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const links = [
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: xLabel, href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    {
      label: 'Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${u}&description=${t}${image ? `&media=${encodeURIComponent(image)}` : ''}`,
    },
    { label: 'Email', href: `mailto:?subject=${t}&body=${u}` },
  ];
  return (
    <Group gap="sm" role="group" aria-label={label} className={className}>
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
