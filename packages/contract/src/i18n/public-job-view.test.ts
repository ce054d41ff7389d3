import { describe, expect, it } from 'vitest';
import { hiringProcessText } from './public-job-view';

const none = { hiringProcess: null, documentsBy: null, interviewsBy: null, resultBy: null, documentRetentionDays: 30 };

describe('hiringProcessText', () => {
  it('always states the retention window, even without a process or dates', () => {
    expect(hiringProcessText(none, 'en')).toBe(
      "After the result, the company keeps applicants' documents for 30 days and then deletes them. Until then you may ask for them to be returned or deleted.",
    );
  });

  it('lists the stated dates in order under the process, as calendar days in the reader language', () => {
    const text = hiringProcessText(
      {
        ...none,
        hiringProcess: '서류 → 면접',
        documentsBy: '2026-03-05',
        resultBy: '2026-03-31',
        documentRetentionDays: 90,
      },
      'ko',
    );
    expect(text.split('\n\n')).toEqual([
      '서류 → 면접',
      '서류 검토 마감: 2026년 3월 5일\n결과 발표: 2026년 3월 31일',
      '기업은 결과 발표 후 90일 동안 지원 서류를 보관한 뒤 삭제합니다. 그 전까지 서류 반환이나 삭제를 요청할 수 있습니다.',
    ]);
  });
});
