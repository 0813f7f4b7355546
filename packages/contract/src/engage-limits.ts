/**
 * Lengths and counts of reviews and favourites lists. Plain numbers without zod, so a page that
 * only shows a counter (the review form's characters left) does not download the schemas.
 */
export const REVIEW_TEXT_MAX = 5000;
export const LIST_NAME_MAX = 100;
export const LIST_ITEMS_MAX = 500;
export const FLAVOR_TEXT_MAX = 1000;
export const NOTES_MAX = 20000;
