/** `['educations', 2, 'gpa']` → `educations[2].gpa`, the form clients use to find a row's field. */
export function formatFieldPath(segments: readonly (string | number)[]): string {
  return segments.reduce<string>((out, segment) => {
    if (typeof segment === 'number' || /^\d+$/.test(segment)) return `${out}[${segment}]`;
    return out ? `${out}.${segment}` : segment;
  }, '');
}
