type Control = HTMLInputElement | HTMLTextAreaElement;

const controlsOf = (root: ParentNode) => [...root.querySelectorAll<Control>('input[name], textarea[name]')];

/** Puts a value in a field the way typing does, so the app's own handlers (masks, the form, the machine) take it. */
function typeInto(field: Control, from: Control) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== (from as HTMLInputElement).checked) field.click();
    return;
  }
  if (from.value === field.value) return;
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, from.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A page the server drew is drawn again by the app (boot.tsx), which replaces its fields: what the visitor typed
 * into them meanwhile, and where the cursor was, is carried into the app's fields of the same name once the app's
 * drawing is in. Read when the server's fields leave the page, so a key pressed a moment before still counts.
 */
export function carryTypingInto(container: HTMLElement) {
  const drawn = controlsOf(container);
  if (drawn.length === 0) return;
  let focused = drawn.find((field) => field === document.activeElement) ?? null;
  const noteFocus = (event: FocusEvent) => {
    focused = drawn.includes(event.target as Control) ? (event.target as Control) : null;
  };
  // A field the visitor left. Chrome also blurs a field the app's drawing takes off the page, while it is still on
  // it; after that drawing (by the next microtask) such a field is gone, and it still counts as where the cursor was.
  const noteBlur = (event: FocusEvent) => {
    const left = event.target;
    queueMicrotask(() => {
      if (focused !== null && left === focused && focused.isConnected) focused = null;
    });
  };
  container.addEventListener('focusin', noteFocus);
  container.addEventListener('focusout', noteBlur);
  const replaced = new MutationObserver(() => {
    if (drawn.some((field) => field.isConnected)) return;
    replaced.disconnect();
    container.removeEventListener('focusin', noteFocus);
    container.removeEventListener('focusout', noteBlur);
    const fresh = new Map(controlsOf(container).map((field) => [field.name, field]));
    for (const old of drawn) {
      const field = fresh.get(old.name);
      if (field) typeInto(field, old);
    }
    const focusNow = focused && fresh.get(focused.name);
    if (focusNow && (document.activeElement === document.body || document.activeElement === null)) {
      focusNow.focus();
      // Typing goes on at the end of what is there (a mask may have added characters); e-mail fields have no caret.
      const end = focusNow.value.length;
      if (focusNow.selectionStart !== null) focusNow.setSelectionRange(end, end);
    }
  });
  replaced.observe(container, { childList: true, subtree: true });
}
