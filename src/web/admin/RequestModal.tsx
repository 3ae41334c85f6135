import { Alert, Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { messages } from '../../shared/messages';
import { MOBILE_BREAKPOINT_PX } from '../theme';
import { useFocusReturn } from '../ui/use-focus-return';
import type { Detail } from './use-detail';
import { FROM_WIDE } from './columns';

/**
 * The frame of the brand and service modals: full screen on a phone, the loading and failure states. Closing it
 * gives focus back to the button that opened it, or to the row's `opener` button ("Visualizar pedido #11").
 */
export function RequestModal<T>(props: {
  title: string;
  opener: string;
  detail: Detail<T>;
  onClose: () => void;
  children: (value: T) => ReactNode;
}) {
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  // A wide desktop gets a wide sheet: the sections lay three fields to a row instead of scrolling twice as far.
  const wide = useMediaQuery(FROM_WIDE);
  useFocusReturn(props.opener);
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.title}
      size={wide ? '75rem' : 'xl'}
      fullScreen={narrow}
      styles={{ title: { fontWeight: 700, fontSize: '1.125rem' } }}
    >
      {props.detail.status === 'loading' && (
        <Center h={240}>
          <Loader aria-label="Carregando" />
        </Center>
      )}
      {props.detail.status === 'failed' && (
        <Alert color="red" role="alert">
          {messages.admin.detailFailed}
        </Alert>
      )}
      {props.detail.status === 'ready' && props.children(props.detail.value)}
    </Modal>
  );
}
