import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { Carousel } from './carousel.tsx';

const slides = ['/a.jpg', '/b.jpg', '/c.jpg'];
const current = () => screen.getByRole('img').getAttribute('alt');

describe('Carousel', () => {
  it('moves with the next and previous buttons, wrapping around', async () => {
    renderWithProviders(<Carousel slides={slides} label="Kayak" />);
    expect(current()).toBe('Kayak, photo 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Kayak, photo 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('Kayak, photo 3 of 3');
  });

  it('moves with the arrow keys and can be paused and played', async () => {
    renderWithProviders(<Carousel slides={slides} label="Kayak" />);
    fireEvent.keyDown(screen.getByRole('region', { name: 'Kayak' }), { key: 'ArrowRight' });
    expect(current()).toBe('Kayak, photo 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('shows no controls for a single image', () => {
    renderWithProviders(<Carousel slides={['/a.jpg']} label="Kayak" />);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });
});
