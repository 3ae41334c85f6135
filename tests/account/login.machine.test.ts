import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { loginMachine, type LoginContext, type LoginEvent, type LoginVariant } from '../../machines/login/login';
import type { WalkPath, WalkStep } from '../../machines/tooling/walk';
import { messages } from '../../src/shared/messages';
import { loginModel } from '../support/machines/login-model';
import { describeModel } from '../support/machines/model';

const context = (step: WalkStep) => step.snapshot.context as LoginContext;
const before = (step: WalkStep) => step.previous!.context as LoginContext;
const started = (path: WalkPath) => path.input.input as { variant: LoginVariant; planId?: number };

const showsForm = (step: WalkStep, error: string | null) => {
  expect(step.snapshot.value).toEqual({ open: 'editing' });
  expect(context(step).error).toBe(error);
};

const showsReset = (step: WalkStep, expected: { error: string | null; message: string | null }) => {
  expect(context(step).resetError).toBe(expected.error);
  expect(context(step).resetMessage).toBe(expected.message);
};

describeModel('login machine', {
  ...loginModel,
  expectAfter: {
    'xstate.init': (step, path) => {
      if (started(path).variant === 'screen') showsForm(step, null);
      else expect(step.snapshot.value).toBe('closed');
    },
    OPEN: (step) => showsForm(step, null),
    CLOSE: (step) => {
      expect(step.snapshot.value).toBe('closed');
      expect(context(step)).toMatchObject({ email: '', senha: '', error: null });
    },
    EDIT: (step) => {
      const { field, value } = step.event as Extract<LoginEvent, { type: 'EDIT' }>;
      expect(context(step)[field]).toBe(value);
      expect(context(step).error).toBeNull();
    },
    SUBMIT: (step) => {
      const filled = before(step).email.trim() !== '' && before(step).senha !== '';
      if (filled) expect(step.snapshot.value).toEqual({ open: 'submitting' });
      else showsForm(step, messages.login.fillAll);
    },
    'done: logIn': (step, path) => {
      const expected = step.outcome === 'admin' ? 'toAdmin' : started(path).planId ? 'toCheckout' : 'toHome';
      expect(step.snapshot.value).toBe(expected);
      expect(step.snapshot.status).toBe('done');
    },
    'error: logIn': (step) => {
      if (step.outcome === 'rateLimited') return showsForm(step, messages.login.tooManyAttempts);
      // The server's reason as written, once, on the screen and in the modal.
      showsForm(step, messages.login.invalidCredentials);
    },
    FORGOT: (step) => {
      expect(step.snapshot.value).toEqual({ forgot: 'editing' });
      expect(context(step).resetEmail).toBe(before(step).email);
      showsReset(step, { error: null, message: null });
    },
    RESET_EDIT: (step) => {
      expect(context(step).resetEmail).toBe((step.event as Extract<LoginEvent, { type: 'RESET_EDIT' }>).value);
      expect(context(step).resetError).toBeNull();
    },
    RESET_SUBMIT: (step) => {
      if (before(step).resetEmail.trim() !== '') return expect(step.snapshot.value).toEqual({ forgot: 'sending' });
      expect(step.snapshot.value).toEqual({ forgot: 'editing' });
      showsReset(step, { error: messages.reset.emailRequired, message: null });
    },
    'done: requestReset': (step) => {
      expect(step.snapshot.value).toEqual({ forgot: 'sent' });
      showsReset(step, { error: null, message: messages.reset.requestSent });
    },
    'error: requestReset': (step) => {
      expect(step.snapshot.value).toEqual({ forgot: 'editing' });
      showsReset(step, { error: messages.reset.requestFailed, message: null });
    },
    'after: resetCloseDelay': (step) => {
      showsForm(step, before(step).error);
      showsReset(step, { error: null, message: null });
    },
    RESET_CANCEL: (step) => {
      showsForm(step, before(step).error);
      expect(context(step).resetEmail).toBe('');
      showsReset(step, { error: null, message: null });
    },
  },
});

describe('login machine, timing of the reset sub-modal', () => {
  it('goes back to the login form exactly 3 s after the success message', async () => {
    const clock = new SimulatedClock();
    const machine = loginMachine.provide({ actors: { requestReset: fromPromise(async () => {}) } });
    const actor = createActor(machine, { input: { variant: 'screen' }, clock }).start();
    actor.send({ type: 'FORGOT' });
    actor.send({ type: 'RESET_EDIT', value: 'cliente@exemplo.com.br' });
    actor.send({ type: 'RESET_SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toEqual({ forgot: 'sent' });

    clock.increment(2999);
    expect(actor.getSnapshot().value).toEqual({ forgot: 'sent' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' });
    expect(actor.getSnapshot().context.resetMessage).toBeNull();
    actor.stop();
  });
});
