import { useId } from 'react';

/**
 * The five stars as one path, each 24 units to the right of the one before. Drawn in place, not
 * moved with a transform: a transform moves the gradient's user space with each star, and every
 * star then showed the first fifth of the gradient (a 3.5 showed five full stars).
 */
const star = (x: number) =>
  `M${x + 12} 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L${x + 12} 17.52l-5.88 3.09 1.12-6.55-4.76-4.64 6.58-.96z`;
const STARS_PATH = [0, 24, 48, 72, 96].map(star).join('');
const SIZE = { sm: 18, md: 20 } as const;

/**
 * A rating out of 5 drawn as stars, to the nearest half. A decoration (aria-hidden): the rating
 * is always said in text beside it. One small SVG instead of Mantine's interactive Rating, which
 * reading pages never need (decision 023).
 */
export function Stars({ value, size = 'md' }: { value: number; size?: keyof typeof SIZE }) {
  const id = `stars${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const filled = Math.round(Math.min(5, Math.max(0, value)) * 2) / 2 / 5;
  const px = SIZE[size];
  return (
    <svg
      width={px * 5}
      height={px}
      viewBox="0 0 120 24"
      aria-hidden
      focusable="false"
      data-stars={value}
      style={{ flex: 'none' }}
    >
      <defs>
        <linearGradient id={id} gradientUnits="userSpaceOnUse" x1="0" x2="120" y1="0" y2="0">
          <stop offset={filled} style={{ stopColor: 'var(--mantine-color-yellow-filled)' }} />
          <stop offset={filled} style={{ stopColor: 'var(--mantine-color-gray-3)' }} />
        </linearGradient>
      </defs>
      <path d={STARS_PATH} fill={`url(#${id})`} />
    </svg>
  );
}
