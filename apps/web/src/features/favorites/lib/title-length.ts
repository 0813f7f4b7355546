import { LIST_NAME_MAX } from '@jaunt/contract';

/**
 * A list title's length, shown once it nears the limit where the box stops taking letters
 * ('93 / 100 characters'); until then nothing.
 */
export const titleLength = (title: string): string | undefined =>
  title.length >= LIST_NAME_MAX - 20 ? `${title.length} / ${LIST_NAME_MAX} characters` : undefined;
