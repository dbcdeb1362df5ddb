// After a confirmed delete the button that was pressed is gone with its row, and focus would fall to
// <body>: a keyboard or screen-reader user would start again from the top. Focus goes instead to the
// row that takes its place (the next, else the previous), or to a fallback when the list is now empty.

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select, textarea';

/**
 * Call before the removal, with the control that asked for it; call the returned function once the row
 * is gone. Neighbours are remembered now, while the row still says where it was.
 */
export function focusAfterRemoval(
  control: Element | null,
  fallback: () => HTMLElement | null = () => null,
): () => void {
  const row = control?.closest('[role="listitem"], li');
  const visible = (el: Element): boolean => !(el instanceof HTMLElement && el.hidden);
  let next = row?.nextElementSibling ?? null;
  while (next && !visible(next)) next = next.nextElementSibling;
  let previous = row?.previousElementSibling ?? null;
  while (previous && !visible(previous)) previous = previous.previousElementSibling;
  return () => {
    requestAnimationFrame(() => {
      const target = [next, previous]
        .filter((el): el is Element => el?.isConnected === true)
        .map((el) => el.querySelector<HTMLElement>(FOCUSABLE))
        .find(Boolean);
      (target ?? fallback())?.focus();
    });
  };
}
