import { Alert, Button, Loader, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { messages } from '../../shared/messages';
import { confirmEmailChange } from '../api/account';
import { errorMessage } from '../api/client';
import { AccountCardPage } from './AccountCardPage';
import { clearSession } from '../session';

type Outcome = { ok: boolean; text: string } | null;

/** Opened from the link mailed to the new address: the change happens here, and every session ends with it. */
export function ConfirmEmailScreen({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>(
    token ? null : { ok: false, text: messages.account.emailChangeInvalid },
  );
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmEmailChange(token)
      .then((answer) => {
        clearSession();
        setOutcome({ ok: true, text: answer.mensagem });
      })
      .catch((error) => setOutcome({ ok: false, text: errorMessage(error, messages.account.emailChangeInvalid) }));
  }, [token]);

  return (
    <AccountCardPage
      tabTitle="Confirmar e-mail"
      title="Confirmação de e-mail"
      subtitle="A troca do e-mail da sua conta."
    >
      <Stack>
        {outcome === null ? (
          <Loader aria-label="Confirmando" mx="auto" />
        ) : (
          <Alert color={outcome.ok ? 'green' : 'red'} variant="light" role={outcome.ok ? 'status' : 'alert'}>
            {outcome.text}
          </Alert>
        )}
        {outcome?.ok && (
          <Button component={Link} to="/login">
            Ir para o login
          </Button>
        )}
      </Stack>
    </AccountCardPage>
  );
}
