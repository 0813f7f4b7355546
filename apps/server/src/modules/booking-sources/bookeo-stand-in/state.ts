/** The Bookeo stand-in's state: accounts, holds, bookings, test levers; the demo account. */
export interface BookeoStandInProduct {
  productId: string;
  name: string;
  timeZone: string;
  currency: string;
  /** Local start times (HH:MM) every day. */
  times: string[];
  durationMinutes: number;
  capacity: number;
  /** Price in cents per people category id. */
  rates: Record<string, number>;
}
export interface BookeoStandInAccount {
  apiKey: string;
  name: string;
  products: BookeoStandInProduct[];
}
export interface BookeoStandInHold {
  id: string;
  apiKey: string;
  externalRef: string | null;
  eventId: string;
  seats: number;
  /** Epoch ms. */
  expiresAt: number;
}
export interface BookeoStandInBooking {
  bookingNumber: string;
  apiKey: string;
  externalRef: string | null;
  productId: string;
  eventId: string;
  seats: number;
  canceled: boolean;
  participants: unknown;
  customer: unknown;
}
export interface BookeoState {
  accounts: BookeoStandInAccount[];
  secretKeys: Set<string>;
  peopleCategories: { id: string; name: string }[];
  holds: Map<string, BookeoStandInHold>;
  bookings: Map<string, BookeoStandInBooking>;
  down: boolean;
  requests: { method: string; path: string; query: Record<string, string> }[];
}

export function demoBookeoAccounts(): BookeoStandInAccount[] {
  return [
    {
      apiKey: 'bookeo-demo-api-key',
      name: 'Hudson River Paddle Co.',
      products: [
        {
          productId: '41560PWEAP1744EA7A4B5F',
          name: 'Sunrise Kayak on the Hudson',
          timeZone: 'America/New_York',
          currency: 'USD',
          times: ['09:00', '11:00', '13:00', '15:00'],
          durationMinutes: 120,
          capacity: 10,
          rates: { Cadults: 6500, Cchildren: 4000 },
        },
      ],
    },
  ];
}

export function createBookeoState(accounts = demoBookeoAccounts()): BookeoState {
  return {
    accounts,
    secretKeys: new Set(['bookeo-demo-secret']),
    peopleCategories: [
      { id: 'Cadults', name: 'Adults' },
      { id: 'Cchildren', name: 'Children' },
      { id: 'Cinfants', name: 'Infants' },
    ],
    holds: new Map(),
    bookings: new Map(),
    down: false,
    requests: [],
  };
}
