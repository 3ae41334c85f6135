import type { Page, Route } from 'playwright-core';

type Failure = 'abort' | 'expire';
type Answer = (route: Route) => Promise<void>;

const failures: Record<Failure, Answer> = {
  abort: (route) => route.abort(),
  expire: (route) => route.continue({ headers: { ...route.request().headers(), authorization: 'Bearer sessao-expirada' } }),
};

/**
 * The browser's calls of one kind (`method` on the addresses `matches` accepts): while closed they wait, so a
 * replay can see the state that waits for them; the next one can be made to fail as the path says, either with no
 * answer (offline) or with a session the server no longer accepts (it answers 401 itself), or be given any answer.
 */
export class Gate {
  private held: Promise<void> | null = null;
  private release: () => void = () => {};
  private next: Answer | null = null;

  private constructor(private readonly method: string) {}

  static async on(page: Page, method: string, matches: (url: URL) => boolean): Promise<Gate> {
    const gate = new Gate(method);
    await page.route(matches, (route) => gate.pass(route));
    return gate;
  }

  close(): void {
    if (!this.held) this.held = new Promise((resolve) => (this.release = resolve));
  }

  open(): void {
    this.release();
    this.held = null;
  }

  failNext(failure: Failure): void {
    this.next = failures[failure];
  }

  /** The next call gets this answer instead of the server's (a refusal with its message, data the server never sends). */
  answerNext(answer: Answer): void {
    this.next = answer;
  }

  /** Prepares the model's named answer to the call this gate holds: offline, or a session expired. */
  answerAs(outcome: string | undefined): void {
    if (outcome === 'offline') this.failNext('abort');
    if (outcome === 'sessionExpired') this.failNext('expire');
  }

  private async pass(route: Route): Promise<void> {
    if (route.request().method() !== this.method) return route.fallback();
    if (this.held) await this.held;
    const answer = this.next;
    this.next = null;
    return answer ? answer(route) : route.continue();
  }
}
