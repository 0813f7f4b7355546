import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { ListThumbnails } from './list-thumbnails.tsx';

describe('ListThumbnails', () => {
  it('says how to fill an empty list instead of a blank grey box', () => {
    const { container } = renderWithProviders(<ListThumbnails images={[]} />);
    expect(screen.getByText('Save experiences here with ♡')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows up to five of the items’ images', () => {
    const images = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `/uploads/${n}.webp`);
    const { container } = renderWithProviders(<ListThumbnails images={images} />);
    expect(container.querySelectorAll('img')).toHaveLength(5);
    expect(screen.queryByText('Save experiences here with ♡')).toBeNull();
  });
});
