import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '../../shared/messages';
import type { Detail } from './use-detail';

/** A loader, the pt-BR failure, or the list. */
export function ListState<T>({ detail, children }: { detail: Detail<T>; children: (value: T) => ReactNode }) {
  if (detail.status === 'loading')
    return (
      <Center h={160}>
        <Loader aria-label="Carregando" />
      </Center>
    );
  if (detail.status === 'failed')
    return (
      <Alert color="red" role="alert">
        {messages.admin.loadFailed}
      </Alert>
    );
  return <>{children(detail.value)}</>;
}
