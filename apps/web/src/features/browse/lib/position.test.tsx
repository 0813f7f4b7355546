import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps the position it read: each test starts from a fresh copy of it.
async function load() {
  vi.resetModules();
  return import('./position.ts');
}

async function showPosition() {
  const { useStoredPosition, storePosition } = await load();
  function Where() {
    const p = useStoredPosition();
    return <p>{p ? `${p.lat},${p.lng}` : 'nowhere'}</p>;
  }
  render(<Where />);
  return { storePosition };
}

describe('the stored position', () => {
  beforeEach(() => localStorage.clear());

  it('shows a position stored on an earlier visit', async () => {
    localStorage.setItem('position', JSON.stringify({ lat: 43.65, lng: -79.38 }));
    await showPosition();
    expect(screen.getByText('43.65,-79.38')).toBeInTheDocument();
  });

  it('reads unusable stored text as no position', async () => {
    localStorage.setItem('position', '{"lat":"north"}');
    await showPosition();
    expect(screen.getByText('nowhere')).toBeInTheDocument();
  });

  it('shows a position as soon as it is stored, and keeps it for the next visit', async () => {
    const { storePosition } = await showPosition();
    expect(screen.getByText('nowhere')).toBeInTheDocument();
    act(() => storePosition({ lat: 49.28, lng: -123.12 }));
    expect(screen.getByText('49.28,-123.12')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('position')!)).toEqual({ lat: 49.28, lng: -123.12 });
  });

  it('follows a position stored in another tab', async () => {
    await showPosition();
    localStorage.setItem('position', JSON.stringify({ lat: 45.5, lng: -73.57 }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'position' }));
    });
    expect(screen.getByText('45.5,-73.57')).toBeInTheDocument();
  });
});
