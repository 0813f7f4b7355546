import { Notifications } from '@mantine/notifications';

/** Where toasts appear (loaded by toasts.tsx with the first one). */
export default function NotificationsContainer() {
  return <Notifications position="top-right" />;
}
