import { describe, expect, it } from 'vitest';
import { sentenceTerms, splitSentences, summarize } from './postings.summary';

const KOREAN = `누리소프트는 중소기업을 위한 클라우드 협업 도구를 만듭니다.
백엔드 개발자는 협업 도구의 API 서버와 데이터 파이프라인을 개발합니다.
점심 식대를 지원합니다.
- Kotlin 또는 Java로 백엔드 서버를 개발한 경험 3년 이상
- 클라우드 환경에서 협업 도구 서버를 운영해 본 경험
사내 동호회가 있습니다.`;

const ENGLISH = `BlueWave Labs builds on-device AI for marine and logistics sensors. You will build the edge inference SDK that runs our AI models on sensors. We have a ping-pong table. Experience shipping inference models to edge devices is required. Our office is near the station.`;

describe('splitSentences', () => {
  it('splits on sentence ends and lines and drops list markers', () => {
    const sentences = splitSentences(KOREAN);
    expect(sentences).toHaveLength(6);
    expect(sentences[3]).toBe('Kotlin 또는 Java로 백엔드 서버를 개발한 경험 3년 이상');
    expect(splitSentences('Hello world. Second sentence here!\nThird line of text')).toEqual([
      'Hello world.',
      'Second sentence here!',
      'Third line of text',
    ]);
  });
});

describe('sentenceTerms', () => {
  it('uses two-syllable pieces for Korean and words for English', () => {
    expect(sentenceTerms('개발자를 뽑습니다')).toEqual(['개발', '발자', '자를', '뽑습', '습니', '니다']);
    expect(sentenceTerms('The SDK and the models')).toEqual(['sdk', 'models']);
  });
});

describe('summarize', () => {
  it('keeps the central Korean sentences in their order and drops the asides', () => {
    const summary = summarize(KOREAN) as string;
    expect(summary).toContain('클라우드 협업 도구');
    expect(summary).toContain('백엔드');
    expect(summary).not.toContain('점심');
    expect(summary).not.toContain('동호회');
    expect(summary.indexOf('누리소프트')).toBeLessThan(summary.indexOf('API'));
  });

  it('keeps the central English sentences and drops the asides', () => {
    const summary = summarize(ENGLISH) as string;
    expect(summary).toContain('edge inference SDK');
    expect(summary).not.toContain('ping-pong');
    expect(summary).not.toContain('station');
  });

  it('returns null for empty text, the text itself when short, and stays within 400 characters', () => {
    expect(summarize('')).toBeNull();
    expect(summarize('   \n ')).toBeNull();
    expect(summarize('We hire a designer.')).toBe('We hire a designer.');
    const long = Array.from({ length: 10 }, (_, i) => `${'개발 '.repeat(60)}문장 ${i}.`).join(' ');
    expect(Array.from(summarize(long) as string).length).toBeLessThanOrEqual(400);
  });
});
