import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * A NativeSelect that is disabled until the page is live: a choice made before would be lost
 * (use-hydrated.ts). A component of its own, so that the page going live draws this select
 * again, not the list or the panel around it (one long task on a phone).
 */
export function LiveNativeSelect({ disabled, ...props }: NativeSelectProps) {
  const hydrated = useHydrated();
  return <NativeSelect {...props} disabled={disabled || !hydrated} />;
}
