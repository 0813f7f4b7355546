import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * Toasts and the modals manager. Both are driven by events (`notifications.show()`,
 * `modals.open()`), so they work as siblings of the page; loaded lazily by the root layout.
 */
export default function Overlays() {
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider />
    </>
  );
}
