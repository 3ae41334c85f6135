import { Modal } from '@mantine/core';
import { useEffect } from 'react';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { LoginForm } from './LoginForm';
import { useLoginMachine } from './use-login-machine';

/**
 * The spec's login modal. The machine alone decides whether it is open; each click on LoginButton
 * raises `opens`, which sends OPEN.
 */
export default function LoginModal({ opens, planId }: { opens: number; planId?: number }) {
  const [state, send] = useLoginMachine('modal', planId);

  useEffect(() => {
    send({ type: 'OPEN' });
  }, [opens, send]);

  return (
    <>
      <Modal opened={state.matches('open')} onClose={() => send({ type: 'CLOSE' })} title="Entrar" centered>
        <LoginForm state={state} send={send} />
      </Modal>
      <ForgotPasswordModal state={state} send={send} />
    </>
  );
}
