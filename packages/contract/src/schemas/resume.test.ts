import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { COVER_LETTER_MAX, RESUME_NAME_MAX, TALENT_FILES_MAX } from '../limits';
import { ApplyRequestSchema, ResumeContentInputSchema, ResumeCreateRequestSchema } from './resume';

type Parser = { safeParse: (v: unknown) => z.ZodSafeParseResult<unknown> };
/** The failed paths and message keys, as `path:key`. */
const issues = (schema: Parser, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

const basics = { name: '김민지' };

describe('ResumeContentInputSchema', () => {
  it('normalises months, trims text, upper-cases the country and fills empty lists', () => {
    const content = ResumeContentInputSchema.parse({
      basics: { ...basics, headline: '  ', country: 'kr' },
      workExperiences: [
        {
          companyName: '누리소프트',
          position: '백엔드 개발자',
          startDate: '2021-03',
          description: '  결제 시스템\n재설계  ',
        },
      ],
    });
    expect(content.basics).toEqual({ name: '김민지', headline: null, summary: null, city: null, country: 'KR' });
    expect(content.workExperiences[0]).toMatchObject({
      startDate: '2021-03-01',
      endDate: null,
      description: '결제 시스템\n재설계',
    });
    expect(content.projects).toEqual([]);
    expect(content.languages).toEqual([]);
  });

  it('refuses an end before its start, a bad country, a link that is not http(s) and unknown fields', () => {
    expect(
      issues(ResumeContentInputSchema, {
        basics,
        workExperiences: [{ companyName: 'A', position: 'B', startDate: '2022-05', endDate: '2021-01' }],
      }),
    ).toEqual(['workExperiences.0.endDate:validation.endBeforeStart']);
    expect(issues(ResumeContentInputSchema, { basics: { ...basics, country: 'Korea' } })).toEqual([
      'basics.country:validation.country',
    ]);
    expect(
      issues(ResumeContentInputSchema, { basics, links: [{ type: 'GITHUB', url: 'javascript:alert(1)' }] }),
    ).toEqual(['links.0.url:validation.url']);
    expect(issues(ResumeContentInputSchema, { basics, photo: 'x' })).toHaveLength(1);
    expect(issues(ResumeContentInputSchema, { basics: { name: '  ' } })).toHaveLength(1);
  });
});

describe('ResumeCreateRequestSchema', () => {
  it('needs a name of at most the limit and a language of the product', () => {
    expect(ResumeCreateRequestSchema.parse({ name: 'English CV', language: 'en' })).toEqual({
      name: 'English CV',
      language: 'en',
    });
    expect(issues(ResumeCreateRequestSchema, { name: 'x'.repeat(RESUME_NAME_MAX + 1), language: 'en' })).toHaveLength(
      1,
    );
    expect(issues(ResumeCreateRequestSchema, { name: '국문', language: 'ja' })).toHaveLength(1);
  });
});

describe('ApplyRequestSchema', () => {
  it('sends the default résumé and no files when the body says nothing', () => {
    expect(ApplyRequestSchema.parse({})).toEqual({ fileIds: [], coverLetter: null });
  });

  it('takes at most the file limit, each once, and a cover letter up to its limit', () => {
    const ids = Array.from({ length: TALENT_FILES_MAX }, (_, i) => i + 1);
    expect(ApplyRequestSchema.parse({ resumeId: 3, fileIds: ids, coverLetter: ' 안녕하세요 ' })).toEqual({
      resumeId: 3,
      fileIds: ids,
      coverLetter: '안녕하세요',
    });
    expect(issues(ApplyRequestSchema, { fileIds: [...ids, 99] })).toEqual(['fileIds:validation.tooMany']);
    expect(issues(ApplyRequestSchema, { fileIds: [1, 1] })).toEqual(['fileIds:validation.duplicate']);
    expect(issues(ApplyRequestSchema, { coverLetter: 'x'.repeat(COVER_LETTER_MAX + 1) })).toEqual([
      'coverLetter:validation.tooLong',
    ]);
    expect(issues(ApplyRequestSchema, { fileIds: [0] })).toHaveLength(1);
  });
});
