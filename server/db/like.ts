// LIKE / ILIKE patterns from what a user typed: LIKE's own %, _ and its escape \ match only themselves.

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, "\\$&");

/** Pattern for "contains". */
export const containing = (text: string): string => `%${escapeLike(text)}%`;

/** Pattern for "starts with". */
export const startsWith = (text: string): string => `${escapeLike(text)}%`;
