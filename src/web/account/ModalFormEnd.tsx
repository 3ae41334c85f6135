import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The end of an account modal's form: the server's refusal when there is one, then "Cancelar" beside the action. */
export function ModalFormEnd({
  failure,
  onCancel,
  children,
}: {
  failure: string | null;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        {children}
      </Group>
    </>
  );
}
