import { describe, expect, it } from 'vitest';
import { formatName, initialsOf } from './names';

describe('names', () => {
  it('reads Korean names family name first without a space, others first name first', () => {
    expect(formatName('하나', '정')).toBe('정하나');
    expect(formatName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(formatName('Ada', '')).toBe('Ada');
  });
  it('takes two initials in reading order', () => {
    expect(initialsOf('지훈', '박')).toBe('박지');
    expect(initialsOf('ada', 'lovelace')).toBe('AL');
  });
});
