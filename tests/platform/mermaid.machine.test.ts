import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { toMermaid } from '../../machines/tooling/mermaid';
import { registeredMachines } from '../../machines/tooling/registry';
import { listStateNodes } from '../../machines/tooling/transitions';

const doorMachine = setup({
  types: { events: {} as { type: 'KNOCK' } | { type: 'LEAVE' } },
  actors: { askName: fromPromise(async () => 'Ana') },
  guards: { friendly: () => true, isNight: () => false },
  delays: { patience: 1000 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  on: { LEAVE: '.gone' },
  states: {
    closed: {
      on: {
        KNOCK: [
          { guard: 'friendly', target: 'asking' },
          { target: 'closed', reenter: true },
        ],
      },
      always: { guard: 'isNight', target: 'gone' },
    },
    asking: {
      initial: 'waiting',
      states: {
        waiting: {
          invoke: { src: 'askName', onDone: 'heard', onError: '#door.closed' },
          after: { patience: '#door.gone', 500: { target: 'waiting', reenter: true } },
        },
        heard: { type: 'final' },
      },
      onDone: 'open',
    },
    open: { on: { KNOCK: {} } },
    gone: { type: 'final' },
  },
});

describe('toMermaid', () => {
  it('draws states, nested blocks, guards, fallbacks, eventless, delayed, invoke and final edges', () => {
    expect(toMermaid(doorMachine).split('\n')).toEqual([
      'stateDiagram-v2',
      '  [*] --> closed',
      '  state "(any state)" as any_state',
      '  closed',
      '  state asking {',
      '    [*] --> asking_waiting',
      '    state "waiting" as asking_waiting',
      '    state "heard" as asking_heard',
      '    asking_waiting --> asking_heard: done: askName',
      '    asking_waiting --> asking_waiting: after: 500ms',
      '    asking_heard --> [*]',
      '  }',
      '  open',
      '  gone',
      '  any_state --> gone: LEAVE',
      '  closed --> asking: KNOCK [friendly]',
      '  closed --> closed: KNOCK [else]',
      '  closed --> gone: always [isNight]',
      '  asking --> open: done',
      '  asking_waiting --> closed: error: askName',
      '  asking_waiting --> gone: after: patience',
      '  open --> open: KNOCK',
      '  gone --> [*]',
    ]);
  });

  it('gives the same text for the same machine', () => {
    expect(toMermaid(doorMachine)).toBe(toMermaid(doorMachine));
  });
});

describe('state descriptions', () => {
  it('show in the state box, after its name (Mermaid draws a described state by its description alone)', () => {
    const described = setup({}).createMachine({
      id: 'lamp',
      initial: 'off',
      states: { off: { description: 'Dark: "Ligar" turns it on.' }, on: { description: 'Lit.', type: 'final' } },
    });
    const diagram = toMermaid(described);
    expect(diagram).toContain("off : off - Dark - 'Ligar' turns it on.");
    expect(diagram).toContain('on : on - Lit.');
    // A semicolon ends a Mermaid statement: it must not cut a description short.
    const withSemicolon = toMermaid(
      setup({}).createMachine({
        id: 'x',
        initial: 'a',
        states: { a: { description: 'Saved; now read-only.', type: 'final' } },
      }),
    );
    expect(withSemicolon).toContain('a : a - Saved, now read-only.');
  });

  it('every state of every registered machine has one, in plain words', () => {
    for (const { machine } of registeredMachines) {
      const undescribed = listStateNodes(machine).filter((node) => !node.description?.trim());
      expect(undescribed.map((node) => `${machine.id}: ${node.path.join('.')}`)).toEqual([]);
    }
  });
});
