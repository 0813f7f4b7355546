import { describe, expect, it } from 'vitest';
import {
  distanceMeters,
  groupMarkets,
  marketSegment,
  nearestMarket,
  parseCoordinates,
} from './markets.ts';

const TORONTO = { lat: 43.6532, lng: -79.3832 };
const VANCOUVER = { lat: 49.2827, lng: -123.1207 };

describe('markets', () => {
  it('names a market in URLs by its slug, else by its code in lower case', () => {
    expect(marketSegment({ val: 'GTA', slug: 'toronto' })).toBe('toronto');
    expect(marketSegment({ val: 'GTA', slug: '' })).toBe('gta');
    expect(marketSegment({ val: 'VAN', slug: null })).toBe('van');
  });

  it('groups US (USD) and Canadian markets by name with Other USA and Other Canada last', () => {
    const markets = [
      { val: 'OUS', market: 'Other USA', currency: 'USD' },
      { val: 'NYC', market: 'New York City', currency: 'USD' },
      { val: 'BOS', market: 'Boston', currency: 'USD' },
      { val: 'OCA', market: 'Other Canada', currency: 'CAD' },
      { val: 'VAN', market: 'Vancouver', currency: 'CAD' },
      { val: 'GTA', market: 'Toronto Area', currency: 'CAD' },
      { val: 'CGY', market: 'Calgary', currency: 'CAD' },
    ];
    const { usa, canada } = groupMarkets(markets);
    expect(usa.map((m) => m.val)).toEqual(['BOS', 'NYC', 'OUS']);
    expect(canada.map((m) => m.val)).toEqual(['CGY', 'GTA', 'VAN', 'OCA']);
  });

  it('parses lat,lng coordinates', () => {
    expect(parseCoordinates('43.6532, -79.3832')).toEqual(TORONTO);
    expect(parseCoordinates('north')).toBeNull();
    expect(parseCoordinates(null)).toBeNull();
  });

  it('measures great-circle distances in metres (Toronto to Vancouver about 3,360 km)', () => {
    const d = distanceMeters(TORONTO, VANCOUVER);
    expect(d).toBeGreaterThan(3_340_000);
    expect(d).toBeLessThan(3_380_000);
    expect(distanceMeters(TORONTO, TORONTO)).toBe(0);
  });

  it('picks the nearest active market with coordinates', () => {
    const markets = [
      { val: 'GTA', coordinates: '43.6532,-79.3832', active: true },
      { val: 'VAN', coordinates: '49.2827,-123.1207', active: true },
      { val: 'CGY', coordinates: '51.0447,-114.0719', active: false },
      { val: 'OCA', coordinates: null, active: true },
    ];
    expect(nearestMarket(markets, { lat: 49.9, lng: -119.5 })?.val).toBe('VAN');
    expect(nearestMarket(markets, { lat: 51.0, lng: -114.0 })?.val).toBe('VAN');
    expect(nearestMarket(markets, { lat: 45.4, lng: -75.7 })?.val).toBe('GTA');
    expect(nearestMarket([], TORONTO)).toBeNull();
  });
});
