import { describe, expect, it } from 'vitest';
import { finalSound, particleFor, quotedWithParticle, withParticle } from './korean-particles';

describe('Korean particles', () => {
  it('reads the final consonant of a Hangul syllable', () => {
    expect(withParticle('가온테크', '을를')).toBe('가온테크를');
    expect(withParticle('김민준', '을를')).toBe('김민준을');
    expect(withParticle('서울', '이가')).toBe('서울이');
    expect(withParticle('부산', '은는')).toBe('부산은');
    expect(withParticle('하나', '은는')).toBe('하나는');
    expect(withParticle('사과', '과와')).toBe('사과와');
    expect(withParticle('수박', '과와')).toBe('수박과');
  });

  it('takes 로 after a vowel or ㄹ and 으로 after another consonant', () => {
    expect(withParticle('서울', '으로')).toBe('서울로');
    expect(withParticle('부산', '으로')).toBe('부산으로');
    expect(withParticle('대구', '으로')).toBe('대구로');
    expect(withParticle('서울', '이라는')).toBe('서울이라는');
  });

  it('ignores closing quotes, brackets and punctuation', () => {
    expect(withParticle('“백엔드”', '과와')).toBe('“백엔드”와');
    expect(particleFor('가온테크(주)', '을를')).toBe('를');
    expect(particleFor('TalentBridge!', '이가')).toBe('가');
    expect(quotedWithParticle('Kotlin', '으로')).toBe('“Kotlin”으로');
  });

  it('reads numbers as Korean says them', () => {
    expect(particleFor('버전 1', '으로')).toBe('로'); // 일
    expect(particleFor('버전 2', '이가')).toBe('가'); // 이
    expect(particleFor('버전 3', '으로')).toBe('으로'); // 삼
    expect(particleFor('6', '은는')).toBe('은'); // 육
    expect(particleFor('10', '은는')).toBe('은'); // 십
    expect(particleFor('100', '이가')).toBe('이'); // 백
    expect(particleFor('₩30,000,000', '은는')).toBe('은'); // 삼천만
    expect(particleFor('US$95,000', '은는')).toBe('은'); // 구만오천
    expect(particleFor('0', '이가')).toBe('이'); // 영
  });

  it('reads Latin names by their Korean spelling', () => {
    expect(particleFor('Kotlin', '으로')).toBe('으로'); // 코틀린
    expect(particleFor('Google', '으로')).toBe('로'); // 구글
    expect(particleFor('Google', '을를')).toBe('을');
    expect(particleFor('React', '을를')).toBe('를'); // 리액트
    expect(particleFor('Naver', '이가')).toBe('가'); // 네이버
    expect(particleFor('Spring', '은는')).toBe('은'); // 스프링
    expect(particleFor('Slack', '을를')).toBe('을'); // 슬랙
    expect(particleFor('Gaon Tech', '을를')).toBe('를'); // 가온 테크
  });

  it('reads acronyms letter by letter', () => {
    expect(particleFor('AWS', '을를')).toBe('를'); // 에스
    expect(particleFor('HTML', '으로')).toBe('로'); // 엘
    expect(particleFor('IBM', '이가')).toBe('이'); // 엠
    expect(particleFor('LG', '과와')).toBe('와'); // 지
  });

  it('keeps both forms only when the ending cannot be read', () => {
    expect(finalSound('東京')).toBeNull();
    expect(particleFor('東京', '을를')).toBe('을(를)');
    expect(particleFor('', '이가')).toBe('이(가)');
  });
});
