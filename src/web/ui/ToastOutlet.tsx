import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { connectToasts } from './toast';

export default function ToastOutlet() {
  useEffect(() => connectToasts((toast) => notifications.show({ withCloseButton: true, autoClose: 2000, ...toast })), []);
  return <Notifications position="top-center" />;
}
