import type { Page, Route } from 'playwright-core';
import type { ApiFailure } from '../../../machines/shared/api-failure';
import type { WalkStep } from '../../../machines/tooling/walk';
import { messages } from '../../../src/shared/messages';
import type { Payment } from '../../../machines/checkout/payment';
import type { PaymentData } from '../../../src/shared/schemas/checkout';

/**
 * How the next call is answered instead of passing as it is: no answer (offline), a session the server no longer
 * accepts (it answers 401 itself), a refusal with the model's status and pt-BR reason, or the server's own answer
 * data the server never sends for a saved request (`reply`), or the server's own answer
 * about a payment with the standing the model's answer has (what the server says once the Pix's lifetime or the
 * boleto's due date has passed, or once the provider has decided a card it was analysing).
 */
export type Answer =
  | { kind: 'abort' }
  | { kind: 'expire' }
  | { kind: 'refuse'; status: number; erro: string }
  | { kind: 'reply'; json: unknown }
  | { kind: 'restate'; standing: Payment };

/**
 * The browser's calls of one kind (`method` on the addresses `matches` accepts): while closed they wait, so the
 * replay can see the state that waits for them; the next one can be answered as the path says (see Answer).
 */
export class Gate {
  private closed = false;
  private readonly waiting: Array<() => void> = [];
  private passes = 0;
  private answer: Answer | null = null;
  private always: Answer | null = null;

  private constructor(private readonly method: string) {}

  /**
   * `path` is a whole path (`^/api/...$`), any query allowed. Given as a regular expression, Playwright matches it
   * where the browser's requests are handled: a function would bring every request of the page (each script,
   * each style sheet) over to this process first.
   */
  static async on(page: Page, method: string, path: RegExp): Promise<Gate> {
    if (!path.source.startsWith('^') || !path.source.endsWith('$'))
      throw new Error(`Gate.on: ${path} must match a whole path (^...$)`);
    const gate = new Gate(method);
    await page.route(new RegExp(`^https?://[^/]+${path.source.slice(1, -1)}(?:[?#].*)?$`, path.flags), (route) =>
      gate.pass(route),
    );
    return gate;
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.closed = false;
    this.passes = 0;
    for (const go of this.waiting.splice(0)) go();
  }

  /** Lets one call through (the one held now, or else the next to come) and keeps holding the others. */
  passOne(): void {
    const go = this.waiting.shift();
    if (go) go();
    else this.passes += 1;
  }

  /** How many calls wait now: a call the page makes by itself is seen held before its state is checked. */
  get holding(): number {
    return this.waiting.length;
  }

  answerNext(answer: Answer): void {
    this.answer = answer;
  }

  /** Every call from now on, those held included, is answered so: e.g. an order that no longer exists. */
  answerEvery(answer: Answer): void {
    this.always = answer;
  }

  /**
   * Prepares the model's named failure of the call this gate holds. A 401 and a 404 the server gives by itself (a
   * session it no longer accepts, someone else's order); any other refusal is answered with the model's status and
   * reason (the server's generic one when the model names none), and no status means no answer at all.
   */
  answerAs(step: WalkStep | undefined): void {
    if (!step?.trigger.startsWith('error: ')) return;
    const { status, message } = (step.event as unknown as { error: ApiFailure }).error;
    if (status === undefined) this.answerNext({ kind: 'abort' });
    else if (status === 401) this.answerNext({ kind: 'expire' });
    else if (status !== 404) this.answerNext({ kind: 'refuse', status, erro: message ?? messages.http.internal });
  }

  private async held(): Promise<void> {
    if (!this.closed) return;
    if (this.passes > 0) this.passes -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private async pass(route: Route): Promise<void> {
    if (route.request().method() !== this.method) return route.fallback();
    await this.held();
    const answer = this.always ?? this.answer;
    if (!this.always) this.answer = null;
    if (answer?.kind === 'abort') return route.abort();
    if (answer?.kind === 'expire')
      return route.continue({ headers: { ...route.request().headers(), authorization: 'Bearer sessao-expirada' } });
    if (answer?.kind === 'refuse') return route.fulfill({ status: answer.status, json: { erro: answer.erro } });
    if (answer?.kind === 'reply') return route.fulfill({ json: answer.json });
    if (answer?.kind === 'restate') {
      const response = await route.fetch();
      const payment = (await response.json()) as PaymentData;
      const { status, statusDetail, pedido } = answer.standing;
      return route.fulfill({
        response,
        json: {
          ...payment,
          status,
          status_detail: statusDetail,
          pedido: { ...payment.pedido, statusPagamento: pedido.statusPagamento },
        },
      });
    }
    return route.continue();
  }
}
