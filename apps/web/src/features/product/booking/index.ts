/**
 * The variant page's booking calendar. The variant page imports the hooks directly and loads
 * the widget lazily (booking-widget.tsx), so none of this enters the product page's first load.
 * HoldCountdown and HoldLines live in src/components/booking: checkout shows them too, and
 * features may not import each other.
 */
export { useBookingDetails, type BookingDetails } from './api/get-booking-details.ts';
export { useAvailability } from './api/get-availability.ts';
export { cancelHold, holdSlot, useHoldSlot } from './api/hold-slot.ts';
export { default as BookingWidget } from './booking-widget.tsx';
export { HoldCountdown } from '../../../components/booking/hold-countdown.tsx';
export { HoldLines } from '../../../components/booking/hold-lines.tsx';
