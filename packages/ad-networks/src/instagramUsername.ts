/**
 * An Instagram username as Instagram allows it: letters, digits, periods and underscores, 1–30.
 * Apart from the Meta entry, so a form and a payload check it without loading Meta's SDK.
 */
export const INSTAGRAM_USERNAME = /^[A-Za-z0-9._]{1,30}$/u;
