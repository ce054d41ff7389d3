import { describe, expect, it } from 'vitest';
import { DELETED_USER_NAME, formatName, initialsOf, isDeletedUserName } from './names';

describe('names', () => {
  it('reads Korean names family name first without a space, others first name first', () => {
    expect(formatName('하나', '정')).toBe('정하나');
    expect(formatName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(formatName('Ada', '')).toBe('Ada');
  });
  it('shows the given name of a Korean name, as Koreans are called', () => {
    expect(initialsOf('민지', '김')).toBe('민지');
    expect(initialsOf('지훈', '박')).toBe('지훈');
    expect(initialsOf('민수', '남궁')).toBe('민수');
    expect(initialsOf('민', '김')).toBe('김민');
    expect(initialsOf('', '김')).toBe('김');
    expect(initialsOf('민', '남궁')).toBe('민');
    expect(initialsOf('하늘별', '이')).toBe('하늘');
  });
  it('takes two initials in reading order for other names', () => {
    expect(initialsOf('ada', 'lovelace')).toBe('AL');
    expect(initialsOf('Ada', '')).toBe('A');
  });
  it('shows an erased account in the reader’s language, and both languages when none is given', () => {
    const { firstName, lastName } = DELETED_USER_NAME;
    expect(formatName(firstName, lastName, 'en')).toBe('Deleted user');
    expect(formatName(firstName, lastName, 'ko')).toBe('탈퇴한 사용자');
    expect(formatName(firstName, lastName)).toBe('Deleted user · 탈퇴한 사용자');
    expect(initialsOf(firstName, lastName)).toBe('?');
    // A real person is never mistaken for the placeholder, whatever the language.
    expect(isDeletedUserName('Deleted user', '')).toBe(false);
    expect(formatName('하나', '정', 'en')).toBe('정하나');
  });
});
