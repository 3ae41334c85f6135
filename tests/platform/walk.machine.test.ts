import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { replayOnActor } from '../../machines/tooling/replay-on-actor';
import { walkMachine } from '../../machines/tooling/walk';

const walletMachine = setup({
  types: { context: {} as { money: number }, events: {} as { type: 'ADD'; amount: number } | { type: 'PAY' } },
  actors: { charge: fromPromise<string>(async () => 'ok') },
  guards: { hasMoney: ({ context }) => context.money > 0 },
  delays: { patience: 5000 },
}).createMachine({
  id: 'wallet',
  context: { money: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        ADD: { actions: assign({ money: ({ context, event }) => context.money + event.amount }) },
        PAY: { guard: 'hasMoney', target: 'paying' },
      },
    },
    paying: { invoke: { src: 'charge', onDone: 'paid', onError: 'idle' }, after: { patience: 'idle' } },
    paid: { type: 'final' },
    forgotten: {},
  },
});

const walk = walkMachine({
  machine: walletMachine,
  // Only one top-up, or the walk would explore ever larger balances.
  events: { ADD: (snapshot) => (snapshot.context.money === 0 ? [{ type: 'ADD' as const, amount: 10 }] : []) },
  actors: { charge: { done: { approved: 'ok' }, error: { declined: { code: 'recusado' } } } },
});

describe('walkMachine', () => {
  it('returns the shortest paths that together take every transition, naming invoke outcomes and delays', () => {
    expect(walk.paths.map((path) => path.description)).toEqual([
      'PAY ⇒ idle',
      'ADD(10) → PAY → done: charge(approved) ⇒ paid',
      'ADD(10) → PAY → error: charge(declined) ⇒ idle',
      'ADD(10) → PAY → after: patience ⇒ idle',
    ]);
  });

  it('sends invoke completions shaped as xstate sends them', () => {
    const done = walk.paths[1].steps[3];
    expect(done.event).toEqual({ type: 'xstate.done.actor.0.wallet.paying', output: 'ok', actorId: '0.wallet.paying' });
    expect(done.outcome).toBe('approved');
  });

  it('reports the fall-through of an all-guarded event, and what no path reached', () => {
    expect(walk.coverage.transitions.map((item) => `${item.taken ? 'taken' : 'missed'} ${item.key}`)).toEqual([
      'taken idle: ADD → (stays)',
      'taken idle: PAY [hasMoney] → paying',
      'taken paying: done: charge → paid',
      'taken paying: error: charge → idle',
      'taken paying: after: patience → idle',
      'taken idle: PAY [else] → (nothing happens)',
    ]);
    expect(walk.coverage.missing).toEqual({ stateNodes: ['forgotten'], transitions: [] });
  });

  it('plays a path on a real actor to the same snapshots', async () => {
    for (const path of walk.paths) {
      const played = await replayOnActor(walletMachine, path);
      expect(played.map((snapshot) => snapshot.value)).toEqual(path.steps.map((step) => step.snapshot.value));
    }
  });
});
