import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { connectToasts } from './toast';

export default function ToastOutlet() {
  // Keyed by its text: a message already on screen is not stacked again (a flow's exit may be followed by a
  // page that mounts twice while the router settles).
  useEffect(() => connectToasts((toast) => notifications.show({ id: toast.message, withCloseButton: true, autoClose: 2000, ...toast })), []);
  return <Notifications position="top-center" />;
}
