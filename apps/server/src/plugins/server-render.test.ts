import { describe, expect, it } from 'vitest';
import { assetsOf, stylesFirst, type Manifest } from './server-render.ts';

/** The shape of Vite's build manifest: the first script, the app, a screen, its lazy parts. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    css: ['assets/index-1.css'],
    imports: ['_preload.js'],
    isEntry: true,
  },
  '_preload.js': { file: 'assets/preload-1.js' },
  'src/boot.tsx': {
    file: 'assets/boot-1.js',
    css: ['assets/boot-1.css'],
    imports: ['_react.js', '_preload.js'],
  },
  '_react.js': { file: 'assets/react-1.js' },
  '_card.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'], imports: ['_react.js'] },
  'src/features/product/routes/product.tsx': {
    file: 'assets/product-1.js',
    imports: ['_card.js', '_react.js'],
  },
  'src/features/reviews/reviews.tsx': {
    file: 'assets/reviews-1.js',
    css: ['assets/reviews-1.css'],
  },
  'src/features/map/map.tsx': { file: 'assets/map-1.js', css: ['assets/map-1.css'] },
};

describe('what a server-rendered page needs', () => {
  const assets = assetsOf(manifest, [
    'src/features/product/routes/product.tsx',
    'src/features/reviews/reviews.tsx',
  ]);

  it('lists the app, the screen, the parts it drew and their chunks, not the first script', () => {
    expect(assets.chunks).toEqual(
      expect.arrayContaining([
        '/assets/boot-1.js',
        '/assets/react-1.js',
        '/assets/product-1.js',
        '/assets/card-1.js',
        '/assets/reviews-1.js',
      ]),
    );
    expect(assets.chunks).toHaveLength(5);
  });

  it('styles the app, the screen and the parts it drew, not parts it did not draw', () => {
    expect(assets.css.sort()).toEqual([
      '/assets/boot-1.css',
      '/assets/card-1.css',
      '/assets/reviews-1.css',
    ]);
  });

  it('needs only the app for a screen the manifest does not know', () => {
    expect(assetsOf(manifest, ['src/features/nowhere.tsx'])).toEqual({
      css: ['/assets/boot-1.css'],
      chunks: ['/assets/boot-1.js', '/assets/react-1.js'],
    });
  });
});

describe('the first HTML', () => {
  it('asks for the stylesheets before the scripts, right after the charset', () => {
    const html = stylesFirst(
      [
        '<!doctype html><html><head>',
        '<meta charset="UTF-8" />',
        '<title>Jaunt</title>',
        '<script type="module" crossorigin src="/assets/index-1.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
        '</head><body><div id="root"></div></body></html>',
      ].join('\n'),
    );
    const order = ['charset', 'index-1.css', '<title>', 'index-1.js', 'react-1.js'].map((s) =>
      html.indexOf(s),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html.match(/index-1\.css/g)).toHaveLength(1);
  });
});
