import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { ApiFailure } from '../../../machines/shared/api-failure';
import { loginMachine, type LoginVariant } from '../../../machines/login/login';
import { messages } from '../../shared/messages';
import { forgetPassword, login } from '../api/auth';
import { errorMessage, errorStatus } from '../api/client';
import { getProfile } from '../api/profile';
import { saveSession } from '../session';

const providedLoginMachine = loginMachine.provide({
  actors: {
    logIn: fromPromise(async ({ input }) => {
      try {
        const { token } = await login(input.email, input.senha);
        const profile = await getProfile(token);
        saveSession(token, profile);
        return profile;
      } catch (error) {
        throw {
          status: errorStatus(error),
          message: errorMessage(error, messages.login.invalidCredentials),
        } satisfies ApiFailure;
      }
    }),
    requestReset: fromPromise(async ({ input }) => {
      await forgetPassword(input.email);
    }),
  },
});

/** Runs the login machine with the real API and follows it to the page its final state names. */
export function useLoginMachine(variant: LoginVariant, planId?: number) {
  const [state, send] = useMachine(providedLoginMachine, { input: { variant, planId } });
  const navigate = useNavigate();

  useEffect(() => {
    if (state.matches('toAdmin')) void navigate({ to: '/admin' });
    else if (state.matches('toHome')) void navigate({ to: '/home' });
    else if (state.matches('toCheckout'))
      void navigate({ to: '/new-payment', search: { planId: state.context.planId } } as never);
  }, [state, navigate]);

  return [state, send] as const;
}

export type LoginState = ReturnType<typeof useLoginMachine>[0];
export type LoginSend = ReturnType<typeof useLoginMachine>[1];
