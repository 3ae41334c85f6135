import { assign, fromPromise, setup } from 'xstate';
import { messages } from '../../src/shared/messages';
import type { Profile } from '../../src/shared/schemas/profile';
import { failureMessage, failureOf } from '../shared/api-failure';

/** Where the login is shown: the landing's modal or the /login screen (which starts open and words errors its own way). */
export type LoginVariant = 'modal' | 'screen';

export interface LoginContext {
  variant: LoginVariant;
  planId: number | null;
  email: string;
  senha: string;
  error: string | null;
  resetEmail: string;
  resetError: string | null;
  resetMessage: string | null;
  profile: Profile | null;
}

export type LoginEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'EDIT'; field: 'email' | 'senha'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'FORGOT' }
  | { type: 'RESET_EDIT'; value: string }
  | { type: 'RESET_SUBMIT' }
  | { type: 'RESET_CANCEL' };

const emptyForm = { email: '', senha: '', error: null } as const;
const emptyReset = { resetEmail: '', resetError: null, resetMessage: null } as const;

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { variant: LoginVariant; planId?: number | null },
  },
  actors: {
    // Provided by the web app (it calls the API and stores the session) or by tests.
    logIn: fromPromise<Profile, { email: string; senha: string }>(async () => {
      throw new Error('logIn não fornecido');
    }),
    requestReset: fromPromise<void, { email: string }>(async () => {
      throw new Error('requestReset não fornecido');
    }),
  },
  guards: {
    startsOpen: ({ context }) => context.variant === 'screen',
    fieldsFilled: ({ context }) => context.email.trim() !== '' && context.senha !== '',
    resetEmailFilled: ({ context }) => context.resetEmail.trim() !== '',
    rateLimited: ({ event }) => failureOf(event).status === 429,
    isAdmin: ({ context }) => context.profile?.IsAdmin === true,
    hasPlan: ({ context }) => context.planId !== null,
  },
  actions: {
    clearForms: assign({ ...emptyForm, ...emptyReset }),
    editField: assign((_, params: { field: 'email' | 'senha'; value: string }) => ({
      [params.field]: params.value,
      error: null,
    })),
    showFillAllError: assign({ error: messages.login.fillAll }),
    startResetWithEmail: assign(({ context }) => ({ ...emptyReset, resetEmail: context.email })),
    clearError: assign({ error: null }),
    keepProfile: assign((_, params: { profile: Profile }) => ({ profile: params.profile, ...emptyForm })),
    showRateLimitError: assign({ error: ({ event }) => failureOf(event).message ?? messages.login.tooManyAttempts }),
    // The server's reason as written, on the screen and in the modal alike (never prefixed with a second sentence).
    showInvalidCredentials: assign({
      error: ({ event }) => failureMessage(failureOf(event), messages.login.invalidCredentials),
    }),
    clearReset: assign(emptyReset),
    editResetEmail: assign((_, params: { value: string }) => ({ resetEmail: params.value, resetError: null })),
    showResetEmailRequired: assign({ resetError: messages.reset.emailRequired }),
    showResetSent: assign({ resetMessage: messages.reset.requestSent, resetError: null }),
    showResetFailed: assign({ resetError: messages.reset.requestFailed }),
  },
  delays: {
    // The spec closes the reset sub-modal 3 s after its success message.
    resetCloseDelay: 3000,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    variant: input.variant,
    planId: input.planId ?? null,
    ...emptyForm,
    ...emptyReset,
    profile: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'Picks how the login starts: the /login screen opens at once, the modal waits for its button.',
      always: [{ guard: 'startsOpen', target: 'open' }, { target: 'closed' }],
    },
    closed: {
      description: 'The modal is closed; the form is empty.',
      entry: 'clearForms',
      on: { OPEN: 'open' },
    },
    open: {
      description: 'The e-mail and password form is on screen.',
      initial: 'editing',
      on: { CLOSE: { target: 'closed' } },
      states: {
        editing: {
          description: 'The customer types; a refusal stays shown until they edit.',
          on: {
            EDIT: {
              actions: { type: 'editField', params: ({ event }) => ({ field: event.field, value: event.value }) },
            },
            SUBMIT: [{ guard: 'fieldsFilled', target: 'submitting' }, { actions: 'showFillAllError' }],
            FORGOT: { target: '#login.forgot', actions: 'startResetWithEmail' },
          },
        },
        submitting: {
          description: 'The credentials are being checked; the button shows it is working.',
          entry: 'clearError',
          invoke: {
            src: 'logIn',
            input: ({ context }) => ({ email: context.email.trim(), senha: context.senha }),
            onDone: {
              target: '#login.signedIn',
              actions: { type: 'keepProfile', params: ({ event }) => ({ profile: event.output }) },
            },
            onError: [
              {
                guard: 'rateLimited',
                target: 'editing',
                actions: 'showRateLimitError',
              },
              {
                target: 'editing',
                actions: 'showInvalidCredentials',
              },
            ],
          },
        },
      },
    },
    forgot: {
      description: 'The forgotten-password sub-modal asks for the e-mail.',
      initial: 'editing',
      on: { RESET_CANCEL: { target: 'open', actions: 'clearReset' } },
      states: {
        editing: {
          description: 'The customer types the e-mail for the reset link.',
          on: {
            RESET_EDIT: { actions: { type: 'editResetEmail', params: ({ event }) => ({ value: event.value }) } },
            RESET_SUBMIT: [{ guard: 'resetEmailFilled', target: 'sending' }, { actions: 'showResetEmailRequired' }],
          },
        },
        sending: {
          description: 'The reset link is being requested.',
          invoke: {
            src: 'requestReset',
            input: ({ context }) => ({ email: context.resetEmail.trim() }),
            onDone: { target: 'sent', actions: 'showResetSent' },
            onError: { target: 'editing', actions: 'showResetFailed' },
          },
        },
        sent: {
          description: 'The same confirmation for known and unknown e-mails; the sub-modal closes by itself.',
          after: { resetCloseDelay: { target: '#login.open', actions: 'clearReset' } },
        },
      },
    },
    signedIn: {
      description: 'Signed in: decides where the customer goes next.',
      always: [
        { guard: 'isAdmin', target: 'toAdmin' },
        { guard: 'hasPlan', target: 'toCheckout' },
        { target: 'toHome' },
      ],
    },
    toAdmin: { description: 'An admin goes to /admin.', type: 'final' },
    toCheckout: { description: 'A plan was chosen: on to /new-payment.', type: 'final' },
    toHome: { description: 'A customer without a chosen plan goes to /home.', type: 'final' },
  },
});
