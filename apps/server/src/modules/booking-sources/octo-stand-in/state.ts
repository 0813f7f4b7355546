/** The OCTO stand-in's state: its products, bookings and test levers, and the demo product. */
export interface OctoStandInUnit {
  id: string;
  type: 'ADULT' | 'CHILD' | 'YOUTH' | 'SENIOR' | 'INFANT' | 'FAMILY' | 'STUDENT' | 'OTHER';
  internalName: string;
  retailCents: number;
  paxCount?: number;
}
export interface OctoStandInProduct {
  id: string;
  internalName: string;
  timeZone: string;
  currency: string;
  /** Local start times (HH:MM) every day. */
  times: string[];
  durationMinutes: number;
  capacity: number;
  cutoffMinutes: number;
  options: { id: string; internalName: string; units: OctoStandInUnit[] }[];
}
export interface OctoStandInBooking {
  uuid: string;
  id: string;
  supplierReference: string;
  productId: string;
  optionId: string;
  availabilityId: string;
  status: 'ON_HOLD' | 'CONFIRMED' | 'CANCELLED' | 'EXPIRED';
  /** Epoch ms the hold ends. */
  expiresAt: number;
  unitItems: { uuid: string; unitId: string }[];
  seats: number;
  contact: Record<string, unknown>;
  createdAt: number;
  confirmedAt: number | null;
  cancelledAt: number | null;
  cancelReason: string | null;
}
export interface OctoExchange {
  method: string;
  path: string;
  body: unknown;
  status: number;
  answer: unknown;
}
export interface OctoState {
  products: OctoStandInProduct[];
  bookings: Map<string, OctoStandInBooking>;
  tokens: Set<string>;
  down: boolean;
  requests: { method: string; path: string }[];
  exchanges: OctoExchange[];
}

export function demoOctoProducts(): OctoStandInProduct[] {
  return [
    {
      id: 'octo-demo-lisbon-tram',
      internalName: 'Lisbon Hills Tram Tour',
      timeZone: 'Europe/Lisbon',
      currency: 'EUR',
      times: ['10:00', '16:00'],
      durationMinutes: 90,
      capacity: 20,
      cutoffMinutes: 60,
      options: [
        {
          id: 'DEFAULT',
          internalName: 'Standard',
          units: [
            { id: 'adult', type: 'ADULT', internalName: 'Adult', retailCents: 3500 },
            { id: 'child', type: 'CHILD', internalName: 'Child', retailCents: 1800 },
            {
              id: 'family',
              type: 'FAMILY',
              internalName: 'Family (4)',
              retailCents: 9900,
              paxCount: 4,
            },
          ],
        },
      ],
    },
  ];
}

export function createOctoState(products = demoOctoProducts()): OctoState {
  return {
    products,
    bookings: new Map(),
    tokens: new Set(['octo-demo-token']),
    down: false,
    requests: [],
    exchanges: [],
  };
}

export const productById = (s: OctoState, id: unknown) => s.products.find((p) => p.id === id);
