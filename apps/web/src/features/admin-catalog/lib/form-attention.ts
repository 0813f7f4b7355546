/** Where a refused product form sends the editor: its count line and its first field in error. */

export const fieldsNeedAttention = (n: number) =>
  n === 1 ? '1 field needs attention' : `${n} fields need attention`;

/**
 * Scrolls to the first field in error (in the form's order, not the schema's) and focuses it;
 * an error without an input of its own (the Market tag) is scrolled to.
 */
export function focusFirstInvalid(root: HTMLFormElement | null) {
  const target = root?.querySelector<HTMLElement>(
    '[aria-invalid="true"], .mantine-InputWrapper-error, [data-field-error]',
  );
  if (!target) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  if (target.matches('input, textarea, select, button')) target.focus({ preventScroll: true });
}
