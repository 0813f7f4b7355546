import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilityDto, VariantPage } from '@jaunt/contract';
import { getCart } from '../../../lib/cart.ts';
import { mockFetch, on, renderRoutes } from '../../../test/render.tsx';
import type { BookingDetails } from './api/get-booking-details.ts';
import { totalCentsOf } from './booking-math.ts';
import BookingWidget, { NO_DATES } from './booking-widget.tsx';

const details: BookingDetails = {
  experienceSku: 'EXP-1',
  scheduled: true,
  timeZone: 'America/Los_Angeles',
  units: [
    {
      id: 'adult',
      type: 'ADULT',
      label: 'Adult',
      price: 40,
      minQuantity: 0,
      maxQuantity: 10,
      paxCount: 1,
    },
    {
      id: 'child',
      type: 'CHILD',
      label: 'Child (3-12)',
      price: 24.5,
      minQuantity: 0,
      maxQuantity: 10,
      paxCount: 1,
    },
  ],
  capacity: 12,
  exclusive: false,
  cutoffMinutes: 60,
  durationMinutes: 90,
};

const page = {
  _id: 'p1',
  sku: 'P-1',
  name: 'Harbour Cruise',
  slug: 'harbour-cruise',
  market: 'LA',
  featuredImage: '',
  businessId: 'B1',
  category: { name: 'Boat Tours' },
  address: { country: 'US', region: 'CA' },
  tax: null,
  variant: {
    experienceSku: 'EXP-1',
    name: 'Sunset',
    slug: 'sunset',
    mrp: 40,
    price: 40,
    minPurchase: 1,
    image: '',
    fee: 5,
  },
} as unknown as VariantPage;

const slot = (id: string, local: string, status: AvailabilityDto['status'], vacancies: number) =>
  ({
    id,
    localDateTimeStart: local,
    localDateTimeEnd: local,
    startUtc: new Date(local).toISOString(),
    utcCutoffAt: new Date(local).toISOString(),
    allDay: false,
    available: status === 'AVAILABLE' || status === 'LIMITED',
    status,
    vacancies,
    capacity: 12,
  }) satisfies AvailabilityDto;

// The widget asks from "today" in Los Angeles: pin the clock so the slots are in its window.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-01T19:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const SLOTS = [
  slot('s1', '2026-05-04T10:00:00-07:00', 'AVAILABLE', 12),
  slot('s2', '2026-05-04T14:00:00-07:00', 'LIMITED', 2),
  slot('s3', '2026-05-04T18:30:00-07:00', 'SOLD_OUT', 0),
  slot('s4', '2026-05-05T10:00:00-07:00', 'SOLD_OUT', 0),
  slot('s5', '2026-05-06T10:00:00-07:00', 'CLOSED', 0),
];

const renderWidget = () =>
  renderRoutes(
    [
      {
        path: '/LA/harbour-cruise/sunset',
        element: <BookingWidget page={page} details={details} />,
      },
      { path: '/checkout', element: <h1>Checkout</h1> },
    ],
    '/LA/harbour-cruise/sunset',
  );

describe('BookingWidget', () => {
  it('enables only dates with open slots and disables sold-out times', async () => {
    mockFetch(on('POST', '/api/bookings/getAvailability', 200, SLOTS));
    renderWidget();
    const calendar = await screen.findByTestId('booking-calendar');
    expect(within(calendar).getByRole('button', { name: 'Monday, May 4, 2026' })).toBeEnabled();
    expect(
      within(calendar).getByRole('button', { name: 'Tuesday, May 5, 2026, not available' }),
    ).toBeDisabled();
    expect(
      within(calendar).getByRole('button', { name: 'Wednesday, May 6, 2026, not available' }),
    ).toBeDisabled();
    await userEvent.click(within(calendar).getByRole('button', { name: 'Monday, May 4, 2026' }));

    // Local times of the activity, seats left, the sold-out time disabled.
    expect(screen.getByRole('button', { name: '10:00 AM, 12 left' })).toBeEnabled();
    const limited = screen.getByRole('button', { name: '2:00 PM, 2 left' });
    expect(limited).toHaveAttribute('data-limited');
    expect(screen.getByRole('button', { name: '6:30 PM, Sold out' })).toBeDisabled();
    await userEvent.click(limited);
    expect(limited).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the total of each ticket price x quantity, then holds and opens checkout', async () => {
    const fetch = mockFetch(
      on('POST', '/api/bookings/getAvailability', 200, SLOTS),
      on('POST', '/api/bookings/holdSlot', 200, {
        uuid: '0b7f3c0e-1111-4222-8333-444455556666',
        status: 'ON_HOLD',
        experienceSku: 'EXP-1',
        availabilityId: 's1',
        localDateTimeStart: '2026-05-04T10:00:00-07:00',
        startUtc: '2026-05-04T17:00:00.000Z',
        timeZone: 'America/Los_Angeles',
        utcCreatedAt: '2026-05-01T19:00:00.000Z',
        utcExpiresAt: '2026-05-01T19:10:00.000Z',
        pax: 3,
        units: [
          { id: 'adult', quantity: 2 },
          { id: 'child', quantity: 1 },
        ],
        people: [
          { name: 'Adult', price: 40, quantity: 2 },
          { name: 'Child (3-12)', price: 24.5, quantity: 1 },
        ],
        total: 104.5,
        orderId: null,
      }),
    );
    const { router } = renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Monday, May 4, 2026' }));
    await userEvent.click(screen.getByRole('button', { name: '10:00 AM, 12 left' }));
    const adults = screen.getByRole('textbox', { name: 'Adult' });
    await userEvent.clear(adults);
    await userEvent.type(adults, '2');
    // Children by the buttons a finger can hit: plus, plus, minus.
    await userEvent.click(screen.getByRole('button', { name: 'Increase Child (3-12)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase Child (3-12)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease Child (3-12)' }));
    expect(screen.getByRole('textbox', { name: 'Child (3-12)' })).toHaveValue('1');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('Total for 3 people');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('US$104.50');

    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    const hold = fetch.mock.calls.find(([url]) => String(url).endsWith('/holdSlot'))!;
    const body = JSON.parse(String(hold[1]!.body));
    expect(body).toMatchObject({
      experienceSku: 'EXP-1',
      availabilityId: 's1',
      units: [
        { id: 'adult', quantity: 2 },
        { id: 'child', quantity: 1 },
      ],
    });
    expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const item = getCart().item!;
    expect(item.quantity).toBe(3);
    expect(item.hold).toMatchObject({
      uuid: '0b7f3c0e-1111-4222-8333-444455556666',
      utcExpiresAt: '2026-05-01T19:10:00.000Z',
      localDateTimeStart: '2026-05-04T10:00:00-07:00',
      total: 104.5,
    });
  });

  it("shows the server's message and fresh seats when the time sold out meanwhile", async () => {
    let calls = 0;
    mockFetch(
      (url) => (url.endsWith('/getAvailability') ? (calls++, undefined) : undefined),
      on('POST', '/api/bookings/getAvailability', 200, SLOTS),
      on('POST', '/api/bookings/holdSlot', 409, {
        code: 'CONFLICT',
        message: 'This time is sold out.',
      }),
    );
    renderWidget();
    await userEvent.click(await screen.findByRole('button', { name: 'Monday, May 4, 2026' }));
    await userEvent.click(screen.getByRole('button', { name: '10:00 AM, 12 left' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This time is sold out.');
    await waitFor(() => expect(calls).toBe(2));
    expect(screen.queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();
  });

  it('says when no dates are open', async () => {
    mockFetch(on('POST', '/api/bookings/getAvailability', 200, [SLOTS[3]]));
    renderWidget();
    expect(await screen.findByText(NO_DATES)).toBeInTheDocument();
  });
});

describe("BookingWidget on a booking platform's clock", () => {
  const originalTz = process.env.TZ;
  beforeEach(() => {
    // A viewer in Tokyo; the platform's company is in Toronto, the market in Hawaii.
    process.env.TZ = 'Asia/Tokyo';
    vi.setSystemTime(new Date('2027-03-01T12:00:00Z'));
  });
  afterEach(() => {
    process.env.TZ = originalTz;
  });
  const timed = (id: string, start: string, end: string) => ({
    ...slot(id, start, 'AVAILABLE', 12),
    localDateTimeEnd: end,
  });
  const PLATFORM = [
    timed('p1', '2027-03-13T10:00:00-05:00', '2027-03-13T12:00:00-05:00'),
    // Toronto is on daylight time from 2027-03-14: the same 10:00, an hour earlier in UTC.
    timed('p2', '2027-03-15T10:00:00-04:00', '2027-03-15T12:00:00-04:00'),
    timed('p3', '2027-03-15T14:00:00-04:00', '2027-03-15T17:30:00-04:00'),
  ];
  const render = (duration = '') =>
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <BookingWidget
              page={{ ...page, market: 'HI', variant: { ...page.variant, duration } }}
              details={{ ...details, timeZone: 'Etc/GMT+5' }}
            />
          ),
        },
      ],
      '/',
    );

  it("shows the platform's local times and their length to a viewer in any zone", async () => {
    mockFetch(on('POST', '/api/bookings/getAvailability', 200, PLATFORM));
    render();
    expect(
      screen.getByText('Times are local to the activity (UTC-5 time).', { exact: false }),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Saturday, March 13, 2027' }));
    // Through Tokyo's clock this time would read midnight on the 14th.
    expect(new Date(PLATFORM[0].localDateTimeStart).getHours()).toBe(0);
    expect(screen.getByRole('button', { name: '10:00 AM, 12 left' })).toBeEnabled();
    expect(screen.getByTestId('slot-length')).toHaveTextContent('Each time lasts 2 hours.');
    await userEvent.click(screen.getByRole('button', { name: 'Monday, March 15, 2027' }));
    expect(screen.getByRole('button', { name: '10:00 AM, 12 left' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '2:00 PM, 12 left' })).toBeEnabled();
    expect(screen.getByTestId('slot-length')).toHaveTextContent(
      'Times last 2 hours to 3 hours 30 minutes.',
    );
  });

  it('leaves the length to the variant when it states its own duration', async () => {
    mockFetch(on('POST', '/api/bookings/getAvailability', 200, PLATFORM));
    render('2 hours');
    await userEvent.click(await screen.findByRole('button', { name: 'Saturday, March 13, 2027' }));
    expect(screen.getByRole('button', { name: '10:00 AM, 12 left' })).toBeEnabled();
    expect(screen.queryByTestId('slot-length')).not.toBeInTheDocument();
  });
});

describe('totalCentsOf', () => {
  it('sums each unit price x its quantity in cents', () => {
    expect(totalCentsOf(details.units, { adult: 2, child: 1 })).toBe(10_450);
    expect(totalCentsOf(details.units, { adult: 0, child: 3 })).toBe(7_350);
    expect(totalCentsOf(details.units, {})).toBe(0);
  });
});
