import { describe, expect, it } from 'vitest';
import { formatFieldPath } from './field-path';

describe('formatFieldPath', () => {
  it.each([
    [[], ''],
    [['email'], 'email'],
    [['agreements', 'terms'], 'agreements.terms'],
    [['educations', 2, 'gpa'], 'educations[2].gpa'],
    [['educations', '2', 'gpa'], 'educations[2].gpa'],
    [[0], '[0]'],
    [['matrix', 0, 1], 'matrix[0][1]'],
    [['a', 'b', 'c'], 'a.b.c'],
  ] as [(string | number)[], string][])('%j → %s', (segments, expected) => {
    expect(formatFieldPath(segments)).toBe(expected);
  });
});
