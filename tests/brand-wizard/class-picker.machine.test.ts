import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  classPickerMachine,
  type ClassPickerContext,
  type ClassPickerEvent,
} from '../../machines/brand-wizard/class-picker';
import { activeStates, type WalkStep } from '../../machines/tooling/walk';
import { classesInpiCents } from '../../src/shared/brand-classes';
import { describeModel } from '../support/machines/model';

/**
 * The samples: class 30 with "Café" (pre-approved: R$ 880,00, R$ 440,00 with the discount), class 43 with free text
 * only (R$ 1.720,00 / R$ 860,00). A class stays incomplete until it has one or the other.
 */
const PRE_APPROVED_ITEM = 'Café';
const FREE_TEXT = 'Serviços de cafeteria com pães artesanais';
const FEE = { preApproved: 88_000, free: 172_000 };

const context = (step: WalkStep) => step.snapshot.context as ClassPickerContext;
const before = (step: WalkStep) => step.previous!.context as ClassPickerContext;
const stateOf = (step: WalkStep) => activeStates(step.snapshot).join(', ');
const numbers = (classes: ClassPickerContext['classes']) => classes.map((entry) => entry.classeNice);
/** What each sample class is after the events of the walk: its items, its free text. */
const described = (entry: ClassPickerContext['classes'][number]) =>
  entry.itens.includes(PRE_APPROVED_ITEM) ? 'pre-approved' : entry.livre === FREE_TEXT ? 'free' : 'empty';

/** The screen the classes show, and, when complete, the fee the sample classes cost. */
function sees(step: WalkStep) {
  const { classes } = context(step);
  const kinds = classes.map(described);
  if (kinds.length === 0) return expect(stateOf(step)).toBe('empty');
  if (kinds.includes('empty')) return expect(stateOf(step)).toBe('incomplete');
  expect(stateOf(step)).toBe('complete');
  const expected = kinds.reduce((sum, kind) => sum + (kind === 'free' ? FEE.free : FEE.preApproved), 0);
  expect(classesInpiCents(classes, false)).toBe(expected);
  expect(classesInpiCents(classes, true)).toBe(expected / 2);
}

function unchanged(step: WalkStep) {
  expect(context(step)).toEqual(before(step));
}

describeModel('class-picker machine (/marca classes)', {
  machine: classPickerMachine,
  inputs: [
    { name: 'no class saved', input: { classes: [] } },
    {
      name: 'class 30 saved with Café',
      input: { classes: [{ classeNice: 30, itens: [PRE_APPROVED_ITEM], livre: null }] },
    },
  ],
  events: {
    ADD_CLASS: (snapshot) => {
      const { classes } = (snapshot as { context: ClassPickerContext }).context;
      const chosen = numbers(classes);
      // A second class, a repeat and one outside 1–45; no more than two, so the walk ends.
      return chosen.length >= 2
        ? [{ type: 'ADD_CLASS' as const, classeNice: 30 }]
        : [30, 43, 46].map((classeNice) => ({ type: 'ADD_CLASS' as const, classeNice }));
    },
    REMOVE_CLASS: (snapshot) =>
      [...numbers((snapshot as { context: ClassPickerContext }).context.classes).slice(0, 1), 12].map((classeNice) => ({
        type: 'REMOVE_CLASS' as const,
        classeNice,
      })),
    ADD_ITEM: (snapshot) => {
      const { classes } = (snapshot as { context: ClassPickerContext }).context;
      const thirty = classes.find((entry) => entry.classeNice === 30);
      return [
        ...(thirty ? [{ type: 'ADD_ITEM' as const, classeNice: 30, item: PRE_APPROVED_ITEM }] : []),
        { type: 'ADD_ITEM' as const, classeNice: 30, item: '   ' },
        { type: 'ADD_ITEM' as const, classeNice: 12, item: PRE_APPROVED_ITEM },
      ];
    },
    REMOVE_ITEM: (snapshot) =>
      (snapshot as { context: ClassPickerContext }).context.classes
        .filter((entry) => entry.itens.length > 0)
        .map((entry) => ({ type: 'REMOVE_ITEM' as const, classeNice: entry.classeNice, item: entry.itens[0]! }))
        .concat({ type: 'REMOVE_ITEM' as const, classeNice: 30, item: 'Chá' }),
    SET_FREE_TEXT: (snapshot) =>
      (snapshot as { context: ClassPickerContext }).context.classes
        .filter((entry) => entry.classeNice === 43)
        .flatMap((entry) => [
          { type: 'SET_FREE_TEXT' as const, classeNice: entry.classeNice, text: FREE_TEXT },
          { type: 'SET_FREE_TEXT' as const, classeNice: entry.classeNice, text: '  ' },
        ])
        .concat({ type: 'SET_FREE_TEXT' as const, classeNice: 12, text: FREE_TEXT }),
  },
  expectAfter: {
    'xstate.init': sees,
    ADD_CLASS: (step) => {
      const { classeNice } = step.event as Extract<ClassPickerEvent, { type: 'ADD_CLASS' }>;
      if (classeNice === 46 || numbers(before(step).classes).includes(classeNice)) return unchanged(step);
      expect(context(step).classes.at(-1)).toEqual({ classeNice, itens: [], livre: null });
      expect(stateOf(step)).toBe('incomplete');
    },
    REMOVE_CLASS: (step) => {
      const { classeNice } = step.event as Extract<ClassPickerEvent, { type: 'REMOVE_CLASS' }>;
      if (!numbers(before(step).classes).includes(classeNice)) return unchanged(step);
      expect(numbers(context(step).classes)).toEqual(numbers(before(step).classes).filter((n) => n !== classeNice));
      sees(step);
    },
    ADD_ITEM: (step) => {
      const { classeNice, item } = step.event as Extract<ClassPickerEvent, { type: 'ADD_ITEM' }>;
      const had = before(step).classes.find((entry) => entry.classeNice === classeNice);
      if (!had || item.trim() === '' || had.itens.includes(item)) return unchanged(step);
      expect(context(step).classes.find((entry) => entry.classeNice === classeNice)!.itens).toEqual([
        ...had.itens,
        item,
      ]);
      sees(step);
    },
    REMOVE_ITEM: (step) => {
      const { classeNice, item } = step.event as Extract<ClassPickerEvent, { type: 'REMOVE_ITEM' }>;
      if (item === 'Chá') return unchanged(step);
      expect(context(step).classes.find((entry) => entry.classeNice === classeNice)!.itens).not.toContain(item);
      sees(step);
    },
    SET_FREE_TEXT: (step) => {
      const { classeNice, text } = step.event as Extract<ClassPickerEvent, { type: 'SET_FREE_TEXT' }>;
      if (classeNice === 12) return unchanged(step);
      const livre = context(step).classes.find((entry) => entry.classeNice === classeNice)!.livre;
      expect(livre).toBe(text.trim() ? text : null);
      sees(step);
    },
  },
});

describe('class-picker: five classes', () => {
  it('files five classes, pre-approved and free text mixed, and prices each by its own kind', () => {
    const actor = createActor(classPickerMachine, { input: { classes: [] } }).start();
    for (const classeNice of [30, 35, 43, 29, 32]) actor.send({ type: 'ADD_CLASS', classeNice });
    actor.send({ type: 'ADD_ITEM', classeNice: 30, item: PRE_APPROVED_ITEM });
    actor.send({ type: 'ADD_ITEM', classeNice: 35, item: 'Publicidade' });
    actor.send({ type: 'SET_FREE_TEXT', classeNice: 43, text: FREE_TEXT });
    actor.send({ type: 'SET_FREE_TEXT', classeNice: 29, text: 'Geleias de frutas do cerrado' });
    expect(actor.getSnapshot().value).toBe('incomplete');
    actor.send({ type: 'SET_FREE_TEXT', classeNice: 32, text: 'Sucos de frutas' });
    expect(actor.getSnapshot().value).toBe('complete');
    const { classes } = actor.getSnapshot().context;
    expect(classes.map((entry) => entry.classeNice)).toEqual([30, 35, 43, 29, 32]);
    // Two pre-approved (R$ 880,00 each) and three free text (R$ 1.720,00 each).
    expect(classesInpiCents(classes, false)).toBe(2 * 88_000 + 3 * 172_000);
    expect(classesInpiCents(classes, true)).toBe(2 * 44_000 + 3 * 86_000);
    actor.send({ type: 'REMOVE_CLASS', classeNice: 43 });
    expect(classesInpiCents(actor.getSnapshot().context.classes, false)).toBe(2 * 88_000 + 2 * 172_000);
  });
});
