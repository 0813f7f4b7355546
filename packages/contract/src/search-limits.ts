/**
 * The longest search text: the search box takes no more, and the API refuses more. A plain
 * number without zod, for the navbar's search field on every first visit.
 */
export const SEARCH_TEXT_MAX = 100;
