import { PostingRequestSchema } from '@app/contract/schemas/posting';
import { describe, expect, it } from 'vitest';
import { currencyOfCountry, emptyPostingValues, fromDateInput, toDateInput, valuesToRequest } from './posting-form';

const filled = () => ({
  ...emptyPostingValues(),
  title: '플랫폼 개발자',
  city: '서울',
  startedAt: '2026-03-01',
  endedAt: '2026-03-31',
  salaryMin: '3,000,000',
  salaryMax: '4500000',
  businessOverview: 'overview',
  requiredQualification: 'required',
});

describe('posting form conversion', () => {
  it('turns local days into instants covering the whole day and back', () => {
    const start = fromDateInput('2026-03-01', 'start');
    const end = fromDateInput('2026-03-01', 'end');
    expect(toDateInput(start)).toBe('2026-03-01');
    expect(toDateInput(end)).toBe('2026-03-01');
    expect(Date.parse(end) - Date.parse(start)).toBe(86_399_000);
    expect(fromDateInput('2026-02-31', 'start')).toBe('');
    expect(fromDateInput('', 'end')).toBe('');
    expect(fromDateInput('2026.3.1', 'start')).toBe(fromDateInput('2026-03-01', 'start'));
    expect(fromDateInput('3/1/2026', 'start')).toBe('');
  });
  it('produces a body the contract accepts, without amounts when negotiable', () => {
    const parsed = PostingRequestSchema.safeParse(valuesToRequest(filled()));
    expect(parsed.success).toBe(true);
    const negotiable = valuesToRequest({ ...filled(), salaryType: 'NEGOTIABLE' });
    expect(negotiable).toMatchObject({ salaryMin: null, salaryMax: null });
    expect(PostingRequestSchema.safeParse(negotiable).success).toBe(true);
  });
  it('lets the contract report min > max on salaryMax and an end before the start', () => {
    const parsed = PostingRequestSchema.safeParse(
      valuesToRequest({ ...filled(), salaryMin: '9', salaryMax: '1', endedAt: '2026-02-01' }),
    );
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(paths).toContain('salaryMax:validation.salaryRange');
    expect(paths).toContain('endedAt:validation.endBeforeStart');
  });
  it('sends years only for an experienced posting and lets the contract judge the range', () => {
    const any = valuesToRequest({ ...filled(), experienceMinYears: '3' });
    expect(any).toMatchObject({ experienceLevel: 'ANY', experienceMinYears: null, experienceMaxYears: null });
    const range = valuesToRequest({
      ...filled(),
      experienceLevel: 'EXPERIENCED',
      experienceMinYears: ' 3 ',
      experienceMaxYears: '',
    });
    expect(range).toMatchObject({ experienceMinYears: 3, experienceMaxYears: null });
    const reversed = PostingRequestSchema.safeParse(
      valuesToRequest({
        ...filled(),
        experienceLevel: 'EXPERIENCED',
        experienceMinYears: '5',
        experienceMaxYears: '2',
      }),
    );
    expect(reversed.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toContain(
      'experienceMaxYears:validation.experienceRange',
    );
    const typo = valuesToRequest({ ...filled(), experienceLevel: 'EXPERIENCED', experienceMinYears: 'three' });
    expect(PostingRequestSchema.safeParse(typo).success).toBe(false);
  });
  it('leaves categories to the server once job titles or skills are picked', () => {
    const kept = valuesToRequest({ ...filled(), jobRoleCategoryIds: [4], skillCategoryIds: [7] });
    expect(kept).toMatchObject({ jobRoleCategoryIds: [4], skillCategoryIds: [7] });
    const derived = valuesToRequest({ ...filled(), jobRoleCategoryIds: [4], jobTitleIds: [2], skillIds: [5] });
    expect(derived).toMatchObject({ jobRoleCategoryIds: [], skillCategoryIds: [], jobTitleIds: [2], skillIds: [5] });
  });
  it('defaults a new posting to the company country and its currency', () => {
    expect(emptyPostingValues('US')).toMatchObject({ country: 'US', currencyCode: 'USD' });
    expect(emptyPostingValues('KR')).toMatchObject({ country: 'KR', currencyCode: 'KRW' });
    expect(emptyPostingValues()).toMatchObject({ country: 'KR', currencyCode: 'KRW' });
    expect(currencyOfCountry('JP')).toBe('USD');
  });
});
