import type { TextInputProps } from '@mantine/core';
import { LIST_NAME_MAX } from '@jaunt/contract';

/**
 * The props every list-title box shares: at most LIST_NAME_MAX letters, and their count once a
 * title nears that limit ('93 / 100 characters'; nothing until then), shown below the box so the
 * box stays level with its button.
 */
export const listTitleProps = (title: string): TextInputProps => ({
  maxLength: LIST_NAME_MAX,
  description:
    title.length >= LIST_NAME_MAX - 20
      ? `${title.length} / ${LIST_NAME_MAX} characters`
      : undefined,
  inputWrapperOrder: ['label', 'input', 'description', 'error'],
});
