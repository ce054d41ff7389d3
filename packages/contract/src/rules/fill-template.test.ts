import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template';

describe('fillTemplate', () => {
  it('fills placeholders and keeps unknown ones', () => {
    expect(fillTemplate('{company} posted "{title}"', { company: 'Gaon', title: 'Dev' })).toBe('Gaon posted "Dev"');
    expect(fillTemplate('{missing} stays', {})).toBe('{missing} stays');
  });

  it('adds the Korean particle that follows the value', () => {
    expect(fillTemplate('{company, 이가} 면접을 제안했습니다', { company: '가온테크' })).toBe(
      '가온테크가 면접을 제안했습니다',
    );
    expect(fillTemplate('{company, 이가} 면접을 제안했습니다', { company: '한빛랩' })).toBe(
      '한빛랩이 면접을 제안했습니다',
    );
    expect(fillTemplate('{talent, 을를} 추천합니다', { talent: '김민준' })).toBe('김민준을 추천합니다');
  });
});
