import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { intentPart, type Handover } from './intent-part.tsx';

// jsdom has no PointerEvent: a mouse event that carries its pointer's type stands in for it.
if (!('PointerEvent' in globalThis)) {
  class PointerEventInJsdom extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(globalThis, { PointerEvent: PointerEventInJsdom });
}

/** A menu button standing in for the real one (Mantine's Menu): a click opens its menu. */
function RealMenu(_: { handover?: Handover }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Account
      </button>
      {open && <div role="menu">Log out</div>}
    </>
  );
}

/** An intentPart whose code arrives when the test says so. */
function menuArrivingOnCue() {
  let arrive = () => {};
  const Menu = intentPart(
    () =>
      new Promise<{ default: typeof RealMenu }>((resolve) => {
        arrive = () => resolve({ default: RealMenu });
      }),
  );
  render(
    <Menu
      standIn={(reach) => (
        <button aria-expanded={false} {...reach}>
          Account
        </button>
      )}
    />,
  );
  return { arrive: () => act(async () => arrive()) };
}

describe('intentPart', () => {
  it('opens the menu when its code arrives between the mouse press and the release', async () => {
    const { arrive } = menuArrivingOnCue();
    const standIn = screen.getByRole('button', { name: 'Account' });
    fireEvent.pointerDown(standIn, { button: 0, pointerType: 'mouse' });
    standIn.focus();
    // The code arrives now; the release's click then lands on no element (the stand-in is gone).
    await arrive();
    expect(await screen.findByRole('menu')).toHaveTextContent('Log out');
    const real = screen.getByRole('button', { name: 'Account' });
    expect(real).not.toBe(standIn);
    expect(real).toHaveFocus();
    expect(real).toHaveAttribute('aria-expanded', 'true');
  });

  it('only focuses the real control after a keyboard focus, and opens it on a click', async () => {
    const { arrive } = menuArrivingOnCue();
    screen.getByRole('button', { name: 'Account' }).focus();
    await arrive();
    const real = screen.getByRole('button', { name: 'Account' });
    expect(real).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(real);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('leaves a touch to its own tap: a finger on the control does not open it', async () => {
    const { arrive } = menuArrivingOnCue();
    const standIn = screen.getByRole('button', { name: 'Account' });
    fireEvent.pointerDown(standIn, { button: 0, pointerType: 'touch' });
    fireEvent.touchStart(standIn);
    await arrive();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("leaves a field holding the text it was drawn with (a results page's search) to a reach", async () => {
    const asked: string[] = [];
    const Field = fieldPart(asked);
    render(
      <Field standIn={(reach) => <input aria-label="Search" defaultValue="kayak" {...reach} />} />,
    );
    await act(async () => {});
    expect(asked).toEqual([]);
    fireEvent.focus(screen.getByRole('textbox', { name: 'Search' }));
    await act(async () => {});
    expect(asked).toEqual(['kayak']);
  });

  it('takes over at once a field typed into before the page came alive, with its text', async () => {
    const asked: string[] = [];
    const Field = fieldPart(asked);
    render(
      <Field
        standIn={(reach) => (
          <input
            aria-label="Search"
            defaultValue="kayak"
            // Text typed before React saw any event: the field's value, not its drawn default.
            ref={(el) => {
              if (el) el.value = 'kayak tou';
            }}
            {...reach}
          />
        )}
      />,
    );
    await act(async () => {});
    expect(asked).toEqual(['kayak tou']);
  });
});

/** A search field as an intentPart whose real control records the text it was handed. */
function fieldPart(asked: string[]) {
  function RealField({ handover }: { handover?: Handover }) {
    asked.push(handover?.value ?? '');
    return <input aria-label="Search" defaultValue={handover?.value} />;
  }
  return intentPart(async () => ({ default: RealField }));
}
