import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars } from './stars.tsx';

/** The x coordinates a path's absolute moves and lines reach (its relative steps stay near). */
const absoluteXs = (d: string) => [...d.matchAll(/[ML](-?[\d.]+)/g)].map((m) => Number(m[1]));

describe('Stars', () => {
  it('fills the gradient to the rating across all five stars, drawn where they stand', () => {
    const { container } = render(<Stars value={3.5} />);
    const paths = container.querySelectorAll('path');
    // A transform would move the gradient with each star (every star would show its first fifth).
    paths.forEach((p) => expect(p.getAttribute('transform')).toBeNull());
    const xs = [...paths].flatMap((p) => absoluteXs(p.getAttribute('d')!));
    expect(Math.min(...xs)).toBe(12);
    expect(Math.max(...xs)).toBe(108);
    const gradient = container.querySelector('linearGradient')!;
    expect([gradient.getAttribute('x1'), gradient.getAttribute('x2')]).toEqual(['0', '120']);
    const stops = [...container.querySelectorAll('stop')].map((s) => s.getAttribute('offset'));
    expect(stops).toEqual(['0.7', '0.7']);
  });

  it('rounds to the nearest half star', () => {
    const offset = (value: number) =>
      render(<Stars value={value} />)
        .container.querySelector('stop')!
        .getAttribute('offset');
    expect([offset(0), offset(2.2), offset(4.8), offset(7)]).toEqual(['0', '0.4', '1', '1']);
  });
});
