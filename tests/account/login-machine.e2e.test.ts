import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { LoginContext, LoginEvent } from '../../machines/login/login';
import { walkMachine } from '../../machines/tooling/walk';
import { messages } from '../../src/shared/messages';
import { loginModel } from '../support/machines/login-model';
import { registerCustomer, type Customer } from '../support/e2e/accounts';
import { animationsDone, openApp } from '../support/e2e/navigation';
import { latestMailTo, waitForMailTo } from '../support/e2e/outbox';
import {
  canReplay,
  coveringPaths,
  replayPath,
  statesOf,
  type ReplayContext,
  type ScreenMap,
} from '../support/e2e/replay';
import { useBrowser } from '../support/e2e/use-browser';

const { baseUrl, dataDir, admin } = inject('e2e');
const browser = useBrowser();
let customer: Customer;

beforeAll(async () => {
  customer = await registerCustomer(baseUrl);
});

const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Entrar' });
const resetDialog = (page: Page) => page.getByRole('dialog', { name: 'Recuperar senha' });
const contextOf = ({ step }: ReplayContext) => step.snapshot.context as LoginContext;

/** The model types placeholder values; the screen gets the account that makes the server answer as the path says. */
function accountFor({ upcoming }: ReplayContext) {
  const answer = upcoming('done: logIn') ?? upcoming('error: logIn');
  if (answer?.outcome === 'admin') return admin;
  if (answer?.outcome === 'wrongPassword') return { email: customer.email, password: 'senha-errada-123' };
  return customer;
}

async function showsOnly(dialog: ReturnType<typeof loginDialog>, role: 'alert' | 'status', text: string | null) {
  if (text === null) await eventually(() => dialog.getByRole(role).count()).toBe(0);
  else await eventually(() => dialog.getByRole(role).textContent()).toBe(text);
}

/** Holds the next call to `path` until the replay has checked the waiting state; the memory keeps its release. */
async function holdNext(page: Page, path: string, context: ReplayContext) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  context.memory.set(`release:${path}`, release);
  await page.route(
    `**${path}`,
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
}

/** The button shows it is working (spinner, disabled) while the call is held, then the call goes on. */
async function busyWhileHeld(button: ReturnType<Page['getByRole']>, path: string, context: ReplayContext) {
  await eventually(() => button.getAttribute('data-loading')).toBe('true');
  expect(await button.isDisabled()).toBe(true);
  (context.memory.get(`release:${path}`) as (() => void) | undefined)?.();
}

const modalScreens: ScreenMap = {
  start: (page) => openApp(page, '/'),
  stateAssertions: {
    closed: async (page) => {
      await loginDialog(page).waitFor({ state: 'hidden' });
      await page.locator('header').getByRole('button', { name: 'Login', exact: true }).waitFor();
    },
    'open.editing': async (page, context) => {
      await loginDialog(page).waitFor();
      await resetDialog(page).waitFor({ state: 'hidden' });
      await showsOnly(loginDialog(page), 'alert', contextOf(context).error);
    },
    'open.submitting': (page, context) =>
      busyWhileHeld(loginDialog(page).getByRole('button', { name: 'Entrar', exact: true }), '/api/login', context),
    'forgot.editing': async (page, context) => {
      const { resetEmail, resetError } = contextOf(context);
      await resetDialog(page).waitFor();
      await loginDialog(page).waitFor({ state: 'hidden' });
      // The sub-modal starts with the e-mail typed in the login form.
      const typed = resetEmail ? context.memory.get(`typed:${resetEmail}`) : '';
      await eventually(() => resetDialog(page).getByLabel('E-mail').inputValue()).toBe(typed);
      await showsOnly(resetDialog(page), 'alert', resetError);
    },
    'forgot.sending': (page, context) =>
      busyWhileHeld(resetDialog(page).getByRole('button', { name: 'Enviar' }), '/api/forgetPass', context),
    'forgot.sent': async (page) => {
      await showsOnly(resetDialog(page), 'status', messages.reset.requestSent);
    },
    toHome: (page) => page.waitForURL(/\/home$/),
    toAdmin: (page) => page.waitForURL(/\/admin(\/|$)/),
  },
  eventActions: {
    OPEN: async (page) => {
      await page.locator('header').getByRole('button', { name: 'Login', exact: true }).click();
      await loginDialog(page).waitFor();
      // Past the modal's opening transition: the modal must stay open, not flash and close.
      await animationsDone(page);
    },
    CLOSE: (page) => page.keyboard.press('Escape'),
    EDIT: async (page, event, context) => {
      const { field, value } = event as Extract<LoginEvent, { type: 'EDIT' }>;
      const account = accountFor(context);
      const typed = field === 'email' ? account.email : account.password;
      context.memory.set(`typed:${value}`, typed);
      await loginDialog(page)
        .getByLabel(field === 'email' ? 'E-mail' : 'Senha', { exact: true })
        .fill(typed);
    },
    SUBMIT: async (page, _event, context) => {
      // Only a submit the machine takes calls the server (empty fields do not).
      if (context.step.snapshot.matches({ open: 'submitting' } as never)) await holdNext(page, '/api/login', context);
      await loginDialog(page).getByRole('button', { name: 'Entrar', exact: true }).click();
    },
    'done: logIn': async () => {},
    'error: logIn': async () => {},
    FORGOT: (page) => loginDialog(page).getByText('Esqueci minha senha').click(),
    RESET_EDIT: async (page, event, context) => {
      const { value } = event as Extract<LoginEvent, { type: 'RESET_EDIT' }>;
      context.memory.set(`typed:${value}`, customer.email);
      await resetDialog(page).getByLabel('E-mail').fill(customer.email);
    },
    RESET_SUBMIT: async (page, _event, context) => {
      context.memory.set('mailBefore', latestMailTo(dataDir, customer.email)?.file);
      if (context.step.snapshot.matches({ forgot: 'sending' } as never))
        await holdNext(page, '/api/forgetPass', context);
      // The success message cannot appear before this click, so its 3 s before closing count from no earlier.
      context.memory.set('submittedAt', Date.now());
      await resetDialog(page).getByRole('button', { name: 'Enviar' }).click();
    },
    RESET_CANCEL: (page) => resetDialog(page).getByRole('button', { name: 'Cancelar' }).click(),
    'done: requestReset': async (_page, _event, context) => {
      const mail = await waitForMailTo(dataDir, customer.email, {
        since: context.memory.get('mailBefore') as string | undefined,
      });
      expect(mail.links.some((link) => link.startsWith(`${baseUrl}/redefinir-senha?token=`))).toBe(true);
    },
    'after: resetCloseDelay': async (page, _event, context) => {
      await resetDialog(page).waitFor({ state: 'hidden', timeout: 6000 });
      // Counted from the click, not from when the test saw "sent" (late on a busy machine): never less than the 3 s.
      expect(Date.now() - (context.memory.get('submittedAt') as number)).toBeGreaterThanOrEqual(3000);
    },
  },
};

const modalPaths = walkMachine({
  ...loginModel,
  inputs: loginModel.inputs.filter((input) => input.name === 'modal'),
}).paths;
// A healthy server cannot be made to rate-limit or to fail the reset request on cue; those answers are machine-tested.
const drivable = modalPaths.filter(
  (path) => canReplay(path, modalScreens) && !path.steps.some((step) => step.outcome === 'rateLimited'),
);

const paths = coveringPaths(drivable);

describe('login modal on the landing page, replayed from the login machine in Chromium', () => {
  it('replays a path through every state the drivable paths reach, each checked on screen', () => {
    expect(drivable.length).toBeGreaterThanOrEqual(8);
    expect([...statesOf(paths)].sort()).toEqual([...statesOf(drivable)].sort());
  });

  for (const path of paths) {
    it(path.description, () => replayPath(browser.page, path, modalScreens));
  }
});
