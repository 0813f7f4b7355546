import { Anchor } from '@mantine/core';

/**
 * The label of an "I agree" checkbox: the terms open in a new tab, so what the visitor has typed
 * into the form stays (a link inside a label follows the link and leaves the box as it was).
 */
export function TermsLabel() {
  return (
    <>
      I agree to the{' '}
      <Anchor href="/terms" target="_blank" rel="noopener">
        Terms of Use and Privacy Policy
      </Anchor>
    </>
  );
}
