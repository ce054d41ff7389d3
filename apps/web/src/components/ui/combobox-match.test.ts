import { describe, expect, it } from 'vitest';
import { optionMatches } from './combobox-match';

const backend = { label: 'Backend Developer', hint: '백엔드 개발자' };

describe('optionMatches', () => {
  it('finds an entry by its name in either language, whatever the case', () => {
    expect(optionMatches(backend, 'backend')).toBe(true);
    expect(optionMatches(backend, '백엔드')).toBe(true);
    expect(optionMatches(backend, 'DEVELOPER')).toBe(true);
  });
  it('ignores spacing and hyphens in what is typed and in the name', () => {
    expect(optionMatches(backend, '백엔드개발자')).toBe(true);
    expect(optionMatches(backend, 'back-end')).toBe(true);
    expect(optionMatches({ label: 'React.js' }, 'reactjs')).toBe(true);
  });
  it('shows everything for an empty query and nothing unrelated', () => {
    expect(optionMatches(backend, '  ')).toBe(true);
    expect(optionMatches(backend, 'frontend')).toBe(false);
    expect(optionMatches(backend, '프론트')).toBe(false);
  });
});
