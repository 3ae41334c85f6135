/** What a flow session needs of an actor: an XState actor has both. */
export interface FlowActor {
  start(): void;
  stop(): void;
}

// Long enough for the next page of the flow to load its code and find the flow; short enough to stop a
// flow left behind (a Pix poll) soon after the customer walked away from it.
const RELEASE_AFTER_MS = 5000;

/**
 * One flow (a checkout, a brand wizard) runs at a time and outlives the page that started it: when its state
 * moves to another page, that page finds it here and carries on, and it stops a moment after its last page goes.
 */
export function createFlowSession<TActor extends FlowActor>() {
  let current: TActor | null = null;
  /** An ended flow's exit is followed once, even when React runs the effect twice. */
  const followedExits = new WeakSet<TActor>();
  let holders = 0;
  let stopTimer: ReturnType<typeof setTimeout> | undefined;

  return {
    /** The running flow when `keep` accepts it; otherwise stops it and starts the one `create` makes. */
    resumeOrStart(keep: (running: TActor) => boolean, create: () => TActor): TActor {
      if (current && keep(current)) return current;
      current?.stop();
      const actor = create();
      actor.start();
      current = actor;
      return actor;
    },

    exitFollowed: (actor: TActor) => followedExits.has(actor),

    /** Marks the ended flow's exit as followed; false when a page already did. */
    claimExit(actor: TActor): boolean {
      if (followedExits.has(actor)) return false;
      followedExits.add(actor);
      return true;
    },

    /** Keeps the flow running while one of its pages shows it; the last page to go stops it a moment later. */
    hold(actor: TActor): () => void {
      holders += 1;
      clearTimeout(stopTimer);
      return () => {
        holders -= 1;
        if (holders > 0) return;
        stopTimer = setTimeout(() => {
          if (holders > 0 || current !== actor) return;
          actor.stop();
          current = null;
        }, RELEASE_AFTER_MS);
      };
    },
  };
}
