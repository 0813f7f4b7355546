import { Center, Loader } from '@mantine/core';

/** Full-area spinner while a screen or its data loads. */
export function PageLoader() {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Loader aria-label="Loading" />
    </Center>
  );
}
