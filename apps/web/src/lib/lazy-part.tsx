import { createContext, lazy, useContext, type ComponentProps, type ComponentType } from 'react';

/**
 * A part of a page whose code loads on its own (React.lazy), that the server also renders
 * (decision 024). The server notes each part it drew (`DrawnParts`); before hydrating, the
 * browser loads those parts' code (`loadDrawnParts`), so hydration finds them ready and the
 * whole page comes alive at once, instead of a part staying inert until its code arrives.
 * Once its code is loaded, a part renders directly, without a Suspense round trip.
 */
const loaders = new Map<string, () => Promise<unknown>>();

/** The names of the parts the server drew, filled while it renders a page. */
export const DrawnParts = createContext<Set<string> | null>(null);

/**
 * `name` is the part's source file from apps/web (as in Vite's manifest: the server links the
 * part's chunk and CSS by it).
 */
export function lazyPart<T extends ComponentType<any>>(
  name: string,
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  let loaded: T | null = null;
  const loadOnce = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(loadOnce);
  loaders.set(name, loadOnce);
  function Part(props: ComponentProps<T>) {
    useContext(DrawnParts)?.add(name);
    const Component = (loaded ?? Lazy) as ComponentType<ComponentProps<T>>;
    return <Component {...props} />;
  }
  Part.displayName = name;
  return Part;
}

/**
 * Loads the code of the parts the server drew. A part drawn inside another part (the review form
 * inside the reviews) is defined only once its parent's code has run, so this goes in rounds
 * until every drawn part it can define is loaded.
 */
export async function loadDrawnParts(names: string[]): Promise<void> {
  const loaded = new Set<string>();
  for (;;) {
    const ready = names.filter((name) => !loaded.has(name) && loaders.has(name));
    if (!ready.length) return;
    await Promise.all(ready.map((name) => loaders.get(name)!()));
    ready.forEach((name) => loaded.add(name));
  }
}
