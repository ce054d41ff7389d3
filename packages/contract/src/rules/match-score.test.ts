import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestMatch, type MatchTalent, type MatchTarget, matchScore, yearsCredit } from './match-score';

const talent = (over: Partial<MatchTalent> = {}): MatchTalent => ({
  skills: [],
  roles: [],
  passed: [],
  country: 'KR',
  jobSeekingStatus: 'ACTIVELY_SEEKING',
  isJobOffersAcceptable: true,
  ...over,
});
const target = (over: Partial<MatchTarget> = {}): MatchTarget => ({
  skillCategoryIds: [],
  jobRoleCategoryIds: [],
  requiredAssessments: [],
  optionalAssessments: [],
  country: null,
  ...over,
});

describe('yearsCredit', () => {
  it('is half with no years, full from five years, and never outside 0.5..1', () => {
    expect(yearsCredit(0)).toBe(0.5);
    expect(yearsCredit(5)).toBe(1);
    expect(yearsCredit(40)).toBe(1);
    expect(yearsCredit(-3)).toBe(0.5);
    expect(yearsCredit(Number.NaN)).toBe(0.5);
  });
});

describe('matchScore', () => {
  it('gives 100 to a talent who has everything, with reasons strongest first', () => {
    const result = matchScore(
      talent({
        skills: [
          { categoryId: 1, years: 6 },
          { categoryId: 3, years: 5 },
        ],
        roles: [{ categoryId: 2, years: 7 }],
        passed: [{ track: 'BACKEND', level: 3 }],
      }),
      target({
        skillCategoryIds: [1, 3],
        jobRoleCategoryIds: [2],
        requiredAssessments: [{ track: 'BACKEND', level: 2 }],
        country: 'KR',
      }),
    );
    expect(result.score).toBe(100);
    expect(result.reasons.map((r) => r.type)).toEqual([
      'SKILL',
      'SKILL',
      'JOB_ROLE',
      'ASSESSMENT',
      'ACTIVELY_SEEKING',
      'COUNTRY',
    ]);
    expect(result.reasons[3]).toEqual({ type: 'ASSESSMENT', track: 'BACKEND', level: 2, required: true });
  });

  it('counts more years higher, and misses lower', () => {
    const want = target({ skillCategoryIds: [1, 2] });
    const junior = matchScore(talent({ skills: [{ categoryId: 1, years: 0 }] }), want).score;
    const senior = matchScore(talent({ skills: [{ categoryId: 1, years: 5 }] }), want).score;
    const both = matchScore(
      talent({
        skills: [
          { categoryId: 1, years: 5 },
          { categoryId: 2, years: 5 },
        ],
      }),
      want,
    ).score;
    expect(junior).toBeLessThan(senior);
    expect(senior).toBeLessThan(both);
    expect(both).toBe(100);
  });

  it('uses the most years when a category is listed twice', () => {
    const r = matchScore(
      talent({
        skills: [
          { categoryId: 1, years: 1 },
          { categoryId: 1, years: 4 },
        ],
      }),
      target({ skillCategoryIds: [1] }),
    );
    expect(r.reasons[0]).toEqual({ type: 'SKILL', categoryId: 1, years: 4 });
  });

  it('treats a higher level as covering a lower one, and optional assessments as half', () => {
    const want = target({
      requiredAssessments: [{ track: 'FRONTEND', level: 1 }],
      optionalAssessments: [{ track: 'DATA', level: 2 }],
    });
    const onlyRequired = matchScore(talent({ passed: [{ track: 'FRONTEND', level: 2 }] }), want);
    const onlyOptional = matchScore(talent({ passed: [{ track: 'DATA', level: 2 }] }), want);
    expect(onlyRequired.score).toBeGreaterThan(onlyOptional.score);
    expect(matchScore(talent({ passed: [{ track: 'DATA', level: 1 }] }), want).reasons).toEqual([
      { type: 'ACTIVELY_SEEKING' },
    ]);
  });

  it('ranks seeking above open to offers above neither, and counts the country', () => {
    const want = target({ country: 'KR' });
    const seeking = matchScore(talent(), want).score;
    const open = matchScore(talent({ jobSeekingStatus: 'OPEN_TO_OFFERS' }), want).score;
    const closed = matchScore(talent({ jobSeekingStatus: 'NOT_SEEKING', isJobOffersAcceptable: false }), want).score;
    const abroad = matchScore(talent({ country: 'VN' }), want).score;
    expect(seeking).toBe(100);
    expect(open).toBeLessThan(seeking);
    expect(closed).toBeLessThan(open);
    expect(abroad).toBeLessThan(seeking);
  });

  it('always stays within 0..100 with whole numbers', () => {
    const ids = fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 5 });
    const rows = fc.array(
      fc.record({ categoryId: fc.integer({ min: 1, max: 8 }), years: fc.integer({ min: 0, max: 60 }) }),
      {
        maxLength: 6,
      },
    );
    const tl = fc.array(
      fc.record({
        track: fc.constantFrom('FRONTEND', 'BACKEND', 'DATA' as const),
        level: fc.integer({ min: 1, max: 3 }),
      }),
      { maxLength: 3 },
    );
    fc.assert(
      fc.property(ids, ids, rows, rows, tl, tl, tl, (s, r, ts, tr, p, req, opt) => {
        const { score } = matchScore(
          talent({ skills: ts, roles: tr, passed: p }),
          target({ skillCategoryIds: s, jobRoleCategoryIds: r, requiredAssessments: req, optionalAssessments: opt }),
        );
        return Number.isInteger(score) && score >= 0 && score <= 100;
      }),
    );
  });
});

describe('bestMatch', () => {
  it('picks the best target and says which', () => {
    const t = talent({ skills: [{ categoryId: 7, years: 5 }] });
    const result = bestMatch(t, [target({ skillCategoryIds: [1] }), target({ skillCategoryIds: [7] })]);
    expect(result.index).toBe(1);
    expect(result.score).toBe(100);
  });

  it('scores only the job-seeking status without targets', () => {
    expect(bestMatch(talent(), [])).toMatchObject({ score: 100, index: -1 });
  });
});
