/* LIKE patterns from user text: `%`, `_` and `\` in it are literal characters, not patterns (PostgreSQL's default
 * escape character is the backslash). */
const escaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches text that contains `value` anywhere. */
export const containing = (value: string) => `%${escaped(value)}%`;

/** Matches text that starts with `prefix`. */
export const startingWith = (prefix: string) => `${escaped(prefix)}%`;
