import type { Plugin } from 'vite';

/** Mantine's useId (every input, checkbox, select and tab uses it for its labels and ARIA). */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's useId (8.x-9.x) starts from React's useId and then, in a layout effect, swaps it for
 * a random id. On a server-rendered page that effect runs in every Mantine input at once as React
 * hydrates: a second, synchronous render of each of them and new ids written into the DOM, in
 * the same long task as the hydration's commit (on a product list, its filter checkboxes and
 * sort select). React's useId is already unique in the page and the same on the server and in
 * the browser, so this build keeps it: the id Mantine would have drawn first, for good
 * (decision 046). An `id` given to a component still wins, as in Mantine.
 */
export function stableMantineIds(): Plugin {
  return {
    name: 'jaunt-stable-mantine-ids',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      return `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;
    },
  };
}
