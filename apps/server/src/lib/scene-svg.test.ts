import { describe, expect, it } from 'vitest';
import { categoryScene } from './scene-svg.ts';

const CATEGORIES = [
  ['tours', '#2f6fb0'],
  ['outdoor-adventures', '#3f8f4f'],
  ['water-sports', '#1f9fb8'],
  ['food-and-drink', '#c8553d'],
  ['arts-and-culture', '#8a4fb0'],
  ['wellness', '#5aa58a'],
  ['family-fun', '#e0a526'],
  ['classes-and-workshops', '#b04f6f'],
] as const;

describe('generated category pictures', () => {
  it('draws a different picture for every index of every category', () => {
    const all = new Set<string>();
    for (const [slug, colour] of CATEGORIES)
      for (let i = 0; i < 48; i++) all.add(categoryScene(slug, colour, i));
    expect(all.size).toBe(CATEGORIES.length * 48);
  });

  it('draws the same picture again for the same index, as a well-formed SVG', () => {
    const svg = categoryScene('water-sports', '#1f9fb8', 7);
    expect(categoryScene('water-sports', '#1f9fb8', 7)).toBe(svg);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* width="1200" height="800">/,
    );
    expect(svg).toMatch(/<\/svg>$/);
    expect(svg).not.toMatch(/NaN|undefined|<script|<text/);
  });
});
