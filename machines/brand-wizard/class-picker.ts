import { assign, setup } from 'xstate';
import { classesComplete, MAX_ITEMS_PER_CLASS, type BrandClass } from '../../src/shared/brand-classes';
import { NICE_CLASS_MAX, NICE_CLASS_MIN } from '../../src/shared/nice-classes';

export interface ClassPickerInput {
  /** The classes saved so far, in the customer's order. */
  classes: BrandClass[];
}

export interface ClassPickerContext {
  classes: BrandClass[];
}

export type ClassPickerEvent =
  | { type: 'ADD_CLASS'; classeNice: number }
  | { type: 'REMOVE_CLASS'; classeNice: number }
  | { type: 'ADD_ITEM'; classeNice: number; item: string }
  | { type: 'REMOVE_ITEM'; classeNice: number; item: string }
  | { type: 'SET_FREE_TEXT'; classeNice: number; text: string };

type Guarded = { context: ClassPickerContext; event: ClassPickerEvent };

const classOf = (context: ClassPickerContext, classeNice: number) =>
  context.classes.find((entry) => entry.classeNice === classeNice);

const changeClass = (classes: BrandClass[], classeNice: number, change: (entry: BrandClass) => BrandClass) =>
  classes.map((entry) => (entry.classeNice === classeNice ? change(entry) : entry));

/**
 * /marca's classes: which Nice classes the brand is filed in and, for each, the items it protects. The fees follow
 * from the classes (`classesInpiCents`); the wizard's "Próximo" sends them with the brand data.
 */
export const classPickerMachine = setup({
  types: {
    context: {} as ClassPickerContext,
    events: {} as ClassPickerEvent,
    input: {} as ClassPickerInput,
  },
  guards: {
    noClass: ({ context }: Guarded) => context.classes.length === 0,
    everyClassHasItems: ({ context }: Guarded) => classesComplete(context.classes),
    newClass: ({ context, event }: Guarded) =>
      event.type === 'ADD_CLASS' &&
      Number.isInteger(event.classeNice) &&
      event.classeNice >= NICE_CLASS_MIN &&
      event.classeNice <= NICE_CLASS_MAX &&
      !classOf(context, event.classeNice),
    chosenClass: ({ context, event }: Guarded) =>
      event.type !== 'ADD_CLASS' && Boolean(classOf(context, event.classeNice)),
    newItem: ({ context, event }: Guarded) => {
      if (event.type !== 'ADD_ITEM') return false;
      const entry = classOf(context, event.classeNice);
      return (
        Boolean(entry) &&
        event.item.trim() !== '' &&
        !entry!.itens.includes(event.item.trim()) &&
        entry!.itens.length < MAX_ITEMS_PER_CLASS
      );
    },
    chosenItem: ({ context, event }: Guarded) =>
      event.type === 'REMOVE_ITEM' && Boolean(classOf(context, event.classeNice)?.itens.includes(event.item)),
  },
  actions: {
    addClass: assign(({ context, event }) =>
      event.type === 'ADD_CLASS'
        ? { classes: [...context.classes, { classeNice: event.classeNice, itens: [], livre: null }] }
        : {},
    ),
    removeClass: assign(({ context, event }) =>
      event.type === 'REMOVE_CLASS'
        ? { classes: context.classes.filter((entry) => entry.classeNice !== event.classeNice) }
        : {},
    ),
    addItem: assign(({ context, event }) =>
      event.type === 'ADD_ITEM'
        ? {
            classes: changeClass(context.classes, event.classeNice, (entry) => ({
              ...entry,
              itens: [...entry.itens, event.item.trim()],
            })),
          }
        : {},
    ),
    removeItem: assign(({ context, event }) =>
      event.type === 'REMOVE_ITEM'
        ? {
            classes: changeClass(context.classes, event.classeNice, (entry) => ({
              ...entry,
              itens: entry.itens.filter((item) => item !== event.item),
            })),
          }
        : {},
    ),
    setFreeText: assign(({ context, event }) =>
      event.type === 'SET_FREE_TEXT'
        ? {
            classes: changeClass(context.classes, event.classeNice, (entry) => ({
              ...entry,
              livre: event.text.trim() ? event.text : null,
            })),
          }
        : {},
    ),
  },
}).createMachine({
  id: 'class-picker',
  description: "/marca's classes: the Nice classes of the filing and, in each, the items the brand protects.",
  context: ({ input }) => ({ classes: input.classes }),
  initial: 'settling',
  on: {
    ADD_CLASS: { guard: 'newClass', target: '.settling', actions: 'addClass' },
    REMOVE_CLASS: { guard: 'chosenClass', target: '.settling', actions: 'removeClass' },
    ADD_ITEM: { guard: 'newItem', target: '.settling', actions: 'addItem' },
    REMOVE_ITEM: { guard: 'chosenItem', target: '.settling', actions: 'removeItem' },
    SET_FREE_TEXT: { guard: 'chosenClass', target: '.settling', actions: 'setFreeText' },
  },
  states: {
    settling: {
      description: 'Weighs the classes after a change.',
      always: [
        { guard: 'noClass', target: 'empty' },
        { guard: 'everyClassHasItems', target: 'complete' },
        { target: 'incomplete' },
      ],
    },
    empty: { description: 'No class yet: the suggestions wait for the first one, and "Próximo" is refused.' },
    incomplete: { description: 'A class says nothing it protects yet: "Próximo" is refused with the reason.' },
    complete: { description: 'Every class has items or free text: the fees show and "Próximo" goes on.' },
  },
});
