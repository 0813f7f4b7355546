/** Consumer spec section 9: the favourite toast stays 10 s, the save-copy notice 40 s. */
export const FAVORITE_TOAST_MS = 10_000;
export const SAVE_COPY_NOTICE_MS = 40_000;
