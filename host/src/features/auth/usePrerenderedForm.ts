import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * For a `<form>` the build prerenders: tells the page's prepaint script to hold back its submits until
 * the app has taken the form over (`usePrerenderedForm`).
 */
export const PRERENDERED_FORM = { 'data-prerendered-form': '' } as const;

/**
 * Takes over a sign-in form that the build prerendered and the user may have used before the app ran
 * (docs/architecture.md "First paint"). Once the form is live: the text typed meanwhile (which
 * hydration leaves in the fields) is handed to `keepTyped` by field (its `name`, else its `id`), and
 * a submit the prepaint script held back is sent again, through the form's own submit handler.
 * @typeParam T - the element the ref is for: the `<form>` (which spreads {@link PRERENDERED_FORM}), or
 * an element around it (antd's Form gives no ref to its element)
 * @param keepTyped - puts the typed values into the form's state; called only when something was typed
 * @returns the ref for that element
 */
export function usePrerenderedForm<T extends HTMLElement>(
  keepTyped: (typed: Readonly<Record<string, string>>) => void,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const keep = useRef(keepTyped);
  // Before anything re-renders the form: a re-render of a controlled field would overwrite what was typed.
  useLayoutEffect(() => {
    const node = ref.current;
    const form = node instanceof HTMLFormElement ? node : node?.querySelector('form');
    if (!form) return;
    const typed: Record<string, string> = {};
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement)) continue;
      const field = element.name || element.id;
      if (field && element.value) typed[field] = element.value;
    }
    if (Object.keys(typed).length > 0) keep.current(typed);
    form.setAttribute('data-live', '');
    if (form.hasAttribute('data-submit-pending')) {
      form.removeAttribute('data-submit-pending');
      form.requestSubmit();
    }
  }, []);
  return ref;
}
