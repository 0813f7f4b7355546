/**
 * Props for the viewport of a scrolling box whose content has nothing to focus, such as a table
 * of text wider than a phone: a keyboard user can tab to it and scroll it with the arrow keys,
 * and a screen reader names it (axe: scrollable-region-focusable).
 */
export function scrollRegion(name: { 'aria-label': string } | { 'aria-labelledby': string }) {
  return { tabIndex: 0, role: 'region', ...name };
}
