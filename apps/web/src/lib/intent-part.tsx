import { flushSync } from 'react-dom';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';

/** What the stand-in hands to the real control when its code has arrived. */
export interface Handover {
  /** The visitor clicked (or, for a hover menu, is still pointing at) the control. */
  opened?: boolean;
  /** What was typed into the stand-in's field. */
  value?: string;
  /** The stand-in had the focus (the real control gets it). */
  focused?: boolean;
}

/** Handlers the stand-in puts on its control: each one starts loading the real control. */
export interface Reach {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
  onPointerDown: (e: PointerEvent<HTMLElement>) => void;
  onClick: (e: SyntheticEvent) => void;
}

/**
 * A control whose code loads when the visitor reaches for it (a pointer over it, focus, a touch,
 * a click), not with the page (decision 023). The navbar's menus and the search suggestions
 * bring Mantine's Menu, Popover, Combobox and floating-ui, which most visits never open.
 *
 * Until then `standIn(reach)` draws the same control (the server draws it too), and it already
 * works where it can: the search field takes text and Enter. When the code has arrived the real
 * control takes over with a `handover`: opened when the visitor clicked (or still points at a
 * hover menu), the text typed so far, and the focus, so nothing the visitor did is lost.
 */
export function intentPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P & { handover?: Handover }> }>,
  { hover = false }: { hover?: boolean } = {},
) {
  type Real = ComponentType<P & { handover?: Handover }>;
  let loaded: Real | null = null;
  let loading: Promise<Real> | null = null;
  const start = () => (loading ??= load().then((m) => (loaded = m.default)));

  function IntentPart({ standIn, ...props }: P & { standIn: (reach: Reach) => ReactNode }) {
    const [real, setReal] = useState<{ C: Real; handover: Handover } | null>(() =>
      loaded ? { C: loaded, handover: {} } : null,
    );
    const box = useRef<HTMLSpanElement>(null);
    const wants = useRef({ click: false, pointing: false });
    const asked = useRef(false);
    // Once: later reaches only change `wants`, which is read when the code has arrived.
    const takeOver = () => {
      if (asked.current) return;
      asked.current = true;
      void start().then((C) => {
        const el = box.current;
        const field = el?.querySelector('input');
        const opened = wants.current.click || (hover && wants.current.pointing);
        const focused = !!el?.contains(document.activeElement);
        // Read and swap in one go: no key typed in between can land in the old field.
        flushSync(() =>
          setReal({ C, handover: { opened, focused, value: field?.value || undefined } }),
        );
      });
    };
    const wantClick = (e: SyntheticEvent) => {
      // A search field's click only focuses it; a button's opens its menu.
      if ((e.target as HTMLElement).tagName !== 'INPUT') wants.current.click = true;
      takeOver();
    };
    const reach: Reach = {
      onPointerEnter: () => {
        wants.current.pointing = true;
        takeOver();
      },
      onPointerLeave: () => {
        wants.current.pointing = false;
      },
      onFocus: takeOver,
      onTouchStart: takeOver,
      // A mouse press is a click on its way: the code may arrive (from the browser's cache, at
      // once) between the press, which focuses the stand-in, and the release, whose click then
      // lands on no element, the stand-in being gone. A touch is left to its tap: the browser
      // aims that click where the finger lifts, at the real control.
      onPointerDown: (e) => {
        if (e.pointerType !== 'touch' && e.button === 0) wantClick(e);
      },
      onClick: wantClick,
    };
    // Reached for before the page came alive (React saw no event): a field already focused or
    // typed into takes over as soon as it is live. A field that holds only the text it was drawn
    // with (a results page's search) waits for a reach like any other: taking over at once
    // would load and draw the real control, and ask for its suggestions, on every such page.
    useEffect(() => {
      const el = box.current;
      const field = el?.querySelector('input');
      const typed = !!field && field.value !== field.defaultValue;
      if (el?.contains(document.activeElement) || typed) takeOver();
    }, []);
    // The real control is a new element: give it the focus the stand-in had, and open it with a
    // click of its own when the visitor asked for it (so it returns the focus there on close).
    useLayoutEffect(() => {
      const { opened, focused } = real?.handover ?? {};
      if (!opened && !focused) return;
      const target = box.current?.querySelector<HTMLElement>('input, button');
      target?.focus();
      if (opened) target?.click();
      else if (target instanceof HTMLInputElement)
        target.setSelectionRange(target.value.length, target.value.length);
    }, [real]);
    const Real = real?.C;
    return (
      <span ref={box} style={{ display: 'contents' }}>
        {Real ? <Real {...(props as P)} handover={real.handover} /> : standIn(reach)}
      </span>
    );
  }
  return IntentPart;
}
