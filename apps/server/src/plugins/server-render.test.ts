import { describe, expect, it } from 'vitest';
import { linksOf, type Manifest } from './server-render.ts';

/** The shape of Vite's build manifest: the entry, a screen, its lazy parts, a staff screen. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    css: ['assets/index-1.css'],
    imports: ['_react.js'],
    isEntry: true,
    dynamicImports: [
      'src/features/product/routes/product.tsx',
      'src/features/admin/routes/charts.tsx',
    ],
  },
  '_react.js': { file: 'assets/react-1.js' },
  '_card.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'], imports: ['_react.js'] },
  'src/features/product/routes/product.tsx': {
    file: 'assets/product-1.js',
    imports: ['_card.js', '_react.js'],
    dynamicImports: ['src/features/reviews/reviews.tsx'],
  },
  'src/features/reviews/reviews.tsx': {
    file: 'assets/reviews-1.js',
    css: ['assets/reviews-1.css'],
    dynamicImports: ['src/features/admin/routes/charts.tsx'],
  },
  'src/features/admin/routes/charts.tsx': {
    file: 'assets/charts-1.js',
    css: ['assets/charts-1.css'],
  },
};

describe('links of a server-rendered screen', () => {
  const links = linksOf(manifest, ['src/features/product/routes/product.tsx']);

  it('preloads the screen and its chunks, not what the entry loads already', () => {
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/product-1.js">');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/card-1.js">');
    expect(links).not.toContain('react-1.js');
    expect(links).not.toContain('index-1');
  });

  it('links the CSS of the screen and of its lazily loaded parts, one level deep', () => {
    expect(links).toContain('<link rel="stylesheet" crossorigin href="/assets/card-1.css">');
    expect(links).toContain('<link rel="stylesheet" crossorigin href="/assets/reviews-1.css">');
    // Nor the lazy part's own code (it loads when needed), nor what it loads lazily in turn.
    expect(links).not.toContain('reviews-1.js');
    expect(links).not.toContain('charts-1');
  });

  it('links nothing for a screen the manifest does not know', () => {
    expect(linksOf(manifest, ['src/features/nowhere.tsx'])).toBe('');
  });
});
