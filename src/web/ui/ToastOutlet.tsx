import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../theme';
import type { Toast } from './toast';
import classes from './ToastOutlet.module.css';

/** The toast library, loaded with the first toast: shows the toasts waiting and tells the provider they are shown. */
export default function ToastOutlet({ waiting, onShown }: { waiting: Toast[]; onShown: (count: number) => void }) {
  useEffect(() => {
    if (waiting.length === 0) return;
    // Keyed by its text: a message already on screen is not stacked again (a flow's exit may be followed by a
    // page that mounts twice while the router settles).
    for (const toast of waiting)
      notifications.show({ id: toast.message, withCloseButton: true, autoClose: 2000, ...toast });
    onShown(waiting.length);
  }, [waiting, onShown]);
  // On a phone the step label sits under the header and the flow's buttons at the bottom of the screen, where the
  // thumb is: one toast at a time, laid over the header, leaves both clear. A toast under the pointer would also
  // never close, since hovering pauses it.
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  return (
    <Notifications
      position="top-center"
      limit={narrow ? 1 : 5}
      classNames={narrow ? { root: classes.narrow } : undefined}
    />
  );
}
