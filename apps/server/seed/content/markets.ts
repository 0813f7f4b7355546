/** The demo markets: real city centres, regions and postal prefixes. */
export interface CityDef {
  name: string;
  /** A real postal code (US) or forward sortation area (CA) of the city. */
  postal: string;
}

export interface MarketDef {
  val: string;
  market: string;
  currency: 'USD' | 'CAD';
  country: 'US' | 'CA';
  region: string;
  lat: number;
  lng: number;
  description: string;
  /** Parent-category slugs shown as the market's three activity slots. */
  activities: [string, string, string];
  cities: CityDef[];
}

export const MARKETS: MarketDef[] = [
  {
    val: 'BOS',
    market: 'Boston',
    currency: 'USD',
    country: 'US',
    region: 'MA',
    lat: 42.3601,
    lng: -71.0589,
    description:
      'Cobblestone history meets a lively harbour. Walk the Freedom Trail, paddle the Charles and eat your way through the North End.',
    activities: ['tours', 'food-and-drink', 'water-sports'],
    cities: [
      { name: 'Boston', postal: '02108' },
      { name: 'Cambridge', postal: '02139' },
      { name: 'Somerville', postal: '02143' },
      { name: 'Brookline', postal: '02445' },
      { name: 'Quincy', postal: '02169' },
    ],
  },
  {
    val: 'CHI',
    market: 'Chicago',
    currency: 'USD',
    country: 'US',
    region: 'IL',
    lat: 41.8781,
    lng: -87.6298,
    description:
      'Architecture cruises, deep-dish pizza and the lakefront trail. Chicago rewards the curious in every season.',
    activities: ['tours', 'arts-and-culture', 'food-and-drink'],
    cities: [
      { name: 'Chicago', postal: '60601' },
      { name: 'Evanston', postal: '60201' },
      { name: 'Oak Park', postal: '60302' },
      { name: 'Cicero', postal: '60804' },
    ],
  },
  {
    val: 'FL',
    market: 'Florida',
    currency: 'USD',
    country: 'US',
    region: 'FL',
    lat: 25.7617,
    lng: -80.1918,
    description:
      'Sunshine, turquoise water and Everglades airboats. Snorkel a reef in the morning and dance in Little Havana at night.',
    activities: ['water-sports', 'outdoor-adventures', 'food-and-drink'],
    cities: [
      { name: 'Miami', postal: '33130' },
      { name: 'Miami Beach', postal: '33139' },
      { name: 'Coral Gables', postal: '33134' },
      { name: 'Key Biscayne', postal: '33149' },
      { name: 'Hialeah', postal: '33010' },
    ],
  },
  {
    val: 'HI',
    market: 'Hawaii',
    currency: 'USD',
    country: 'US',
    region: 'HI',
    lat: 21.3069,
    lng: -157.8583,
    description:
      'Surf lessons on Waikiki, hikes to volcanic craters and sunset sails along the Oahu coast. Aloha starts here.',
    activities: ['water-sports', 'outdoor-adventures', 'wellness'],
    cities: [
      { name: 'Honolulu', postal: '96813' },
      { name: 'Waikiki', postal: '96815' },
      { name: 'Kailua', postal: '96734' },
      { name: 'Pearl City', postal: '96782' },
      { name: 'Kaneohe', postal: '96744' },
    ],
  },
  {
    val: 'LA',
    market: 'Los Angeles',
    currency: 'USD',
    country: 'US',
    region: 'CA',
    lat: 34.0522,
    lng: -118.2437,
    description:
      'Studio backlots, canyon hikes and the Pacific at your feet. Find the Los Angeles that locals love.',
    activities: ['tours', 'outdoor-adventures', 'arts-and-culture'],
    cities: [
      { name: 'Los Angeles', postal: '90012' },
      { name: 'Santa Monica', postal: '90401' },
      { name: 'Pasadena', postal: '91101' },
      { name: 'Burbank', postal: '91502' },
      { name: 'Venice', postal: '90291' },
    ],
  },
  {
    val: 'NYC',
    market: 'New York City',
    currency: 'USD',
    country: 'US',
    region: 'NY',
    lat: 40.7128,
    lng: -74.006,
    description:
      'Five boroughs, endless stories. Rooftop tastings, harbour cruises and hidden jazz clubs are all a subway ride away.',
    activities: ['tours', 'food-and-drink', 'arts-and-culture'],
    cities: [
      { name: 'Manhattan', postal: '10001' },
      { name: 'Brooklyn', postal: '11201' },
      { name: 'Queens', postal: '11101' },
      { name: 'Bronx', postal: '10451' },
      { name: 'Staten Island', postal: '10301' },
    ],
  },
  {
    val: 'OUS',
    market: 'Other USA',
    currency: 'USD',
    country: 'US',
    region: 'NV',
    lat: 36.1699,
    lng: -115.1398,
    description:
      'Great experiences beyond the big markets. Desert canyons, neon nights and small-town favourites across the USA.',
    activities: ['outdoor-adventures', 'family-fun', 'tours'],
    cities: [
      { name: 'Las Vegas', postal: '89101' },
      { name: 'Henderson', postal: '89002' },
      { name: 'Paradise', postal: '89109' },
      { name: 'North Las Vegas', postal: '89030' },
    ],
  },
  {
    val: 'CGY',
    market: 'Calgary',
    currency: 'CAD',
    country: 'CA',
    region: 'AB',
    lat: 51.0447,
    lng: -114.0719,
    description:
      'Gateway to the Rockies with a big-sky city at its heart. Raft the Bow River, ride a trail and toast it all on 17th Avenue.',
    activities: ['outdoor-adventures', 'water-sports', 'family-fun'],
    cities: [
      { name: 'Calgary', postal: 'T2P' },
      { name: 'Cochrane', postal: 'T4C' },
      { name: 'Chestermere', postal: 'T1X' },
      { name: 'Airdrie', postal: 'T4B' },
    ],
  },
  {
    val: 'GTA',
    market: 'Toronto Area',
    currency: 'CAD',
    country: 'CA',
    region: 'ON',
    lat: 43.6532,
    lng: -79.3832,
    description:
      'Island ferries, world kitchens and a skyline on the lake. The Toronto Area packs a whole country of experiences into one city.',
    activities: ['food-and-drink', 'tours', 'classes-and-workshops'],
    cities: [
      { name: 'Toronto', postal: 'M5V' },
      { name: 'Mississauga', postal: 'L5B' },
      { name: 'Scarborough', postal: 'M1P' },
      { name: 'North York', postal: 'M2N' },
      { name: 'Etobicoke', postal: 'M9C' },
      { name: 'Markham', postal: 'L3R' },
    ],
  },
  {
    val: 'VAN',
    market: 'Vancouver',
    currency: 'CAD',
    country: 'CA',
    region: 'BC',
    lat: 49.2827,
    lng: -123.1207,
    description:
      'Mountains, ocean and rainforest within a short ride. Kayak False Creek, cycle the Seawall and taste the Pacific Northwest.',
    activities: ['water-sports', 'outdoor-adventures', 'food-and-drink'],
    cities: [
      { name: 'Vancouver', postal: 'V6B' },
      { name: 'North Vancouver', postal: 'V7M' },
      { name: 'Burnaby', postal: 'V5H' },
      { name: 'Richmond', postal: 'V6X' },
      { name: 'West Vancouver', postal: 'V7T' },
    ],
  },
  {
    val: 'OCA',
    market: 'Other Canada',
    currency: 'CAD',
    country: 'CA',
    region: 'NS',
    lat: 44.6488,
    lng: -63.5752,
    description:
      'Coastal towns, lighthouses and fresh seafood. Discover experiences across the rest of Canada, from Halifax outward.',
    activities: ['tours', 'water-sports', 'arts-and-culture'],
    cities: [
      { name: 'Halifax', postal: 'B3H' },
      { name: 'Dartmouth', postal: 'B2Y' },
      { name: 'Bedford', postal: 'B4A' },
      { name: 'Lower Sackville', postal: 'B4C' },
    ],
  },
];

export const DEFAULT_MARKET_CODE = 'GTA';

export const marketDef = (val: string): MarketDef | undefined => MARKETS.find((m) => m.val === val);
