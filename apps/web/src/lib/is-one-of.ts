/** Whether `value` (from a URL, a form, a server string) is one of `list`; narrows it to the list's type. */
export function isOneOf<T extends string>(list: readonly T[], value: string | null | undefined): value is T {
  return value !== null && value !== undefined && (list as readonly string[]).includes(value);
}
