import { ForgotPasswordModal } from './ForgotPasswordModal';
import { LoginForm } from './LoginForm';
import { useLoginMachine } from './use-login-machine';
import { AccountCardPage } from './AccountCardPage';

export function LoginScreen() {
  const [state, send] = useLoginMachine('screen');
  return (
    <AccountCardPage
      tabTitle="Entrar"
      title="Olá! Que bom ter você aqui."
      subtitle="Entre para acompanhar suas marcas e serviços."
      after={<ForgotPasswordModal state={state} send={send} />}
    >
      <LoginForm state={state} send={send} />
    </AccountCardPage>
  );
}
