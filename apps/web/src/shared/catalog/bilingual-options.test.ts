import { describe, expect, it } from 'vitest';
import { bilingualOptions, joinNames } from './bilingual-options';

const items = [
  { id: 2, nameEn: 'Backend Developer', nameKo: '백엔드 개발자' },
  { id: 5, nameEn: 'Go', nameKo: 'Go' },
];

describe('bilingualOptions', () => {
  it('labels each entry in the page language with the other name as a hint', () => {
    expect(bilingualOptions(items, 'en')).toEqual([
      { value: '2', label: 'Backend Developer', hint: '백엔드 개발자' },
      { value: '5', label: 'Go', hint: undefined },
    ]);
    expect(bilingualOptions(items, 'ko').find((o) => o.value === '2')).toEqual({
      value: '2',
      label: '백엔드 개발자',
      hint: 'Backend Developer',
    });
  });
  it('joins names in the reader language', () => {
    expect(joinNames(items, 'en')).toBe('Backend Developer · Go');
    expect(joinNames(items, 'ko')).toBe('백엔드 개발자 · Go');
  });
});
