import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HELD_CONTROLS, keepKeysUntilLive } from './keys-before-live.ts';

/** The page as the server drew it: not live yet, a button, a checkbox and a link in #root. */
function serverPage() {
  delete document.documentElement.dataset.live;
  document.body.innerHTML = `<div id="root">
    <button type="button" id="menu">Activities</button>
    <button type="button" id="other">Log in</button>
    <input type="checkbox" id="check" />
    <a href="#faq" id="link">FAQ</a>
  </div><button type="button" id="outside">Outside</button>`;
  const clicks: string[] = [];
  document.body.addEventListener('click', (e) => clicks.push((e.target as Element).id));
  return clicks;
}

function press(id: string, key = 'Enter') {
  const el = document.getElementById(id)!;
  el.focus();
  const down = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  el.dispatchEvent(down);
  el.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
  return down;
}

/** boot.tsx marks the page live once React has hydrated it; the observer runs after. */
async function goLive() {
  document.documentElement.dataset.live = '';
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('keys pressed before the page is live', () => {
  let clicks: string[];
  beforeEach(() => {
    clicks = serverPage();
    keepKeysUntilLive();
  });
  afterEach(async () => {
    await goLive();
    document.body.innerHTML = '';
  });

  it('holds Enter on a control until the page is live, then presses it once', async () => {
    const down = press('menu');
    expect(down.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    await goLive();
    expect(clicks).toEqual(['menu']);
  });

  it('presses only the last control pressed, and twice is still once', async () => {
    press('other', ' ');
    press('menu');
    press('menu');
    await goLive();
    expect(clicks).toEqual(['menu']);
  });

  it('drops the key when the visitor moves on to another control, or the control is gone', async () => {
    press('menu');
    document.getElementById('other')!.focus();
    await goLive();
    expect(clicks).toEqual([]);

    clicks = serverPage();
    keepKeysUntilLive();
    press('menu');
    document.getElementById('menu')!.remove();
    await goLive();
    expect(clicks).toEqual([]);
  });

  it('leaves links, other keys and controls outside the app alone', async () => {
    expect(press('link').defaultPrevented).toBe(false);
    expect(press('outside').defaultPrevented).toBe(false);
    expect(press('menu', 'a').defaultPrevented).toBe(false);
    await goLive();
    expect(clicks).toEqual([]);
  });

  it('stops listening once the page is live', async () => {
    await goLive();
    expect(press('check', ' ').defaultPrevented).toBe(false);
  });
});

describe('before-live.css', () => {
  it('makes every control whose keys are held also ignore taps until the page is live', () => {
    const file = join(dirname(fileURLToPath(import.meta.url)), '../app/before-live.css');
    const css = readFileSync(file, 'utf8');
    const inert = css
      .slice(css.indexOf(':is(') + 4, css.indexOf(')', css.indexOf(':is(')))
      .split(',')
      .map((s) => s.trim().replaceAll("'", '"'));
    expect(inert).toEqual(expect.arrayContaining(HELD_CONTROLS));
  });
});
