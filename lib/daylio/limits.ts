// What the browser checks before it uploads a Daylio export, and the server again. Kept apart from
// read-daylio.ts, whose CSV parser (and its Node polyfills) must not reach the browser for a number.

export const DAYLIO_MAX_BYTES = 10 * 1024 * 1024;
