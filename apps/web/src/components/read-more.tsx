import { useId, useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { DESCRIPTION_TRUNCATE, truncateAtWord } from '@jaunt/contract';

/** A description cut at 185 characters with 'Read more' (spec section 9), whole on request. */
export function ReadMore({ text, max = DESCRIPTION_TRUNCATE }: { text: string; max?: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.trim().length > max;
  return (
    <Text id={id} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {open || !long ? text : truncateAtWord(text, max)}
      {long && (
        <>
          {' '}
          <Anchor
            component="button"
            type="button"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen((o) => !o)}
            fz="inherit"
          >
            {open ? 'Read less' : 'Read more'}
          </Anchor>
        </>
      )}
    </Text>
  );
}
