import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ShareLinks } from './share-links.tsx';

const url = 'https://jaunt.test/toronto/kayak tour';
const title = 'Kayak & brunch';

describe('ShareLinks', () => {
  it('links to each network with the encoded page, title and image', () => {
    renderWithProviders(
      <ShareLinks url={url} title={title} image="https://img.test/a b.jpg" label="Share" />,
    );
    const group = within(screen.getByRole('group', { name: 'Share' }));
    const u = 'https%3A%2F%2Fjaunt.test%2Ftoronto%2Fkayak%20tour';
    const t = 'Kayak%20%26%20brunch';
    expect(group.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    );
    expect(group.getByRole('link', { name: 'Share on X' })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    );
    expect(group.getByRole('link', { name: 'Share on Pinterest' })).toHaveAttribute(
      'href',
      `https://pinterest.com/pin/create/button/?url=${u}&description=${t}&media=https%3A%2F%2Fimg.test%2Fa%20b.jpg`,
    );
    const email = group.getByRole('link', { name: 'Share on Email' });
    expect(email).toHaveAttribute('href', `mailto:?subject=${t}&body=${u}`);
    expect(email).not.toHaveAttribute('target');
    expect(group.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('names the group and the X link as the caller asks, and leaves out a missing image', () => {
    renderWithProviders(
      <ShareLinks url={url} title={title} label="Share this list" xLabel="X (Twitter)" />,
    );
    const group = within(screen.getByRole('group', { name: 'Share this list' }));
    expect(group.getByRole('link', { name: 'Share on X (Twitter)' })).toHaveTextContent(
      'X (Twitter)',
    );
    expect(
      group.getByRole('link', { name: 'Share on Pinterest' }).getAttribute('href'),
    ).not.toContain('media=');
  });
});
