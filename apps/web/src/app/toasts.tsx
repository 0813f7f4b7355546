import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { notificationsStore } from '@mantine/notifications';

const Notifications = lazy(() => import('./notifications-container.tsx'));

const anyShown = () => {
  const s = notificationsStore.getState();
  return s.notifications.length + s.queue.length > 0;
};

/**
 * Toasts (`notifications.show()` anywhere). Mantine's container, with its transitions, loads
 * with the first toast a visitor is shown, not with every page (decision 023): a notification
 * waits in the store until the container is there, then appears.
 */
export function Toasts() {
  const shown = useSyncExternalStore(notificationsStore.subscribe, anyShown, () => false);
  const [used, setUsed] = useState(false);
  if (shown && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}
