import { describe, expect, it } from 'vitest';
import { catalogueNamer } from './catalogue-names';

const skills = [
  { nameEn: 'Kotlin', nameKo: '코틀린' },
  { nameEn: 'React.js', nameKo: '리액트' },
  { nameEn: 'Go', nameKo: 'Go' },
];

describe('catalogueNamer', () => {
  it('reads a catalogue name typed in either language in the reader language', () => {
    expect(catalogueNamer(skills, 'en')('코틀린')).toBe('Kotlin');
    expect(catalogueNamer(skills, 'ko')('Kotlin')).toBe('코틀린');
    expect(catalogueNamer(skills, 'ko')('kotlin')).toBe('코틀린');
    expect(catalogueNamer(skills, 'en')('reactjs')).toBe('React.js');
    expect(catalogueNamer(skills, 'ko')('Go')).toBe('Go');
  });

  it('keeps names the catalogue does not know as typed', () => {
    expect(catalogueNamer(skills, 'en')('사내 배포 도구')).toBe('사내 배포 도구');
    expect(catalogueNamer([], 'ko')('Kotlin')).toBe('Kotlin');
  });
});
