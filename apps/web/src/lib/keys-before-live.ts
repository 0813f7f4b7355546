/**
 * The controls that act on Enter or Space: before-live.css makes them (and labels and sliders)
 * ignore taps until the page is live, a list its test keeps in step with this one. Links are
 * left alone (they work before then), and so are fields (they take typing).
 */
export const HELD_CONTROLS = [
  'button',
  '[role="button"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="tab"]',
  '[role="option"]',
  'input[type="checkbox"]',
  'input[type="radio"]',
];
const CONTROLS = HELD_CONTROLS.join(',');

const isLive = () => 'live' in document.documentElement.dataset;

/**
 * Keeps a key pressed on a server-rendered control before React has hydrated the page, and
 * presses it once the page is live (boot.tsx marks `html[data-live]`): a visitor who tabs to
 * Activities and presses Enter while the app's code is still arriving gets the menu when it
 * has, instead of nothing. Until then the key does nothing of its own: a submit button does not
 * send its form the old way, a checkbox does not change under React. Only the last such key is
 * kept (pressing twice still means one action), and only if the control is still on the page
 * and the visitor has not moved on to another control.
 */
export function keepKeysUntilLive() {
  if (isLive()) return;
  let pressed: HTMLElement | null = null;

  const control = (e: KeyboardEvent): HTMLElement | null => {
    if (e.key !== 'Enter' && e.key !== ' ') return null;
    if (e.altKey || e.ctrlKey || e.metaKey || e.isComposing) return null;
    const target = e.target instanceof Element ? e.target.closest<HTMLElement>(CONTROLS) : null;
    return target && document.getElementById('root')?.contains(target) ? target : null;
  };
  // Space acts on key up and Enter on key down: both are held until the page is live.
  const hold = (e: KeyboardEvent) => {
    const target = control(e);
    if (!target) return;
    e.preventDefault();
    if (e.type === 'keydown' && !e.repeat) pressed = target;
  };
  const onFocus = (e: FocusEvent) => {
    if (pressed && e.target !== pressed) pressed = null;
  };

  document.addEventListener('keydown', hold, true);
  document.addEventListener('keyup', hold, true);
  document.addEventListener('focusin', onFocus, true);
  const live = new MutationObserver(() => {
    if (!isLive()) return;
    live.disconnect();
    document.removeEventListener('keydown', hold, true);
    document.removeEventListener('keyup', hold, true);
    document.removeEventListener('focusin', onFocus, true);
    if (pressed?.isConnected) pressed.click();
    pressed = null;
  });
  live.observe(document.documentElement, { attributes: true, attributeFilter: ['data-live'] });
}
