import { Modal } from '@mantine/core';
import { useEffect } from 'react';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { LoginForm } from './LoginForm';
import { useLoginMachine } from './use-login-machine';

/** The spec's login modal: opened by LoginButton, which loads this code on first use. */
export default function LoginModal({ opened, onClose, planId }: { opened: boolean; onClose: () => void; planId?: number }) {
  const [state, send] = useLoginMachine('modal', planId);

  useEffect(() => {
    send({ type: opened ? 'OPEN' : 'CLOSE' });
  }, [opened, send]);

  // The machine decides when the modal is closed (e.g. after a successful login); the button follows.
  useEffect(() => {
    if (opened && state.matches('closed')) onClose();
  }, [opened, state, onClose]);

  return (
    <>
      <Modal opened={state.matches('open')} onClose={() => send({ type: 'CLOSE' })} title="Entrar" centered>
        <LoginForm state={state} send={send} />
      </Modal>
      <ForgotPasswordModal state={state} send={send} />
    </>
  );
}
