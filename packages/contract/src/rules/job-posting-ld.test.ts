import { describe, expect, it } from 'vitest';
import { type JobPostingFacts, jobPostingLd, serializeJsonLd } from './job-posting-ld';

const facts = (over: Partial<JobPostingFacts> = {}): JobPostingFacts => ({
  id: 7,
  url: 'https://example.com/en/jobs/7',
  title: 'Backend developer',
  descriptionHtml: '<p>Build things</p>',
  startedAt: '2026-11-01T00:00:00.000Z',
  endedAt: '2026-12-01T00:00:00.000Z',
  employmentTypes: ['FULL_TIME'],
  workModes: ['ON_SITE'],
  country: 'KR',
  city: 'Seoul',
  salary: { min: 4_000_000, max: 6_000_000, currencyCode: 'KRW', salaryType: 'MONTHLY' },
  organization: { name: 'Nuri', pageUrl: 'https://example.com/en/companies/2', website: null, logoUrl: null },
  ...over,
});

describe('jobPostingLd', () => {
  it('places an on-site posting at its city and country, with a monthly range', () => {
    const ld = jobPostingLd(facts());
    expect(ld.jobLocation?.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Seoul',
      addressCountry: 'KR',
    });
    expect(ld).not.toHaveProperty('jobLocationType');
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'KRW',
      value: { '@type': 'QuantitativeValue', minValue: 4_000_000, maxValue: 6_000_000, unitText: 'MONTH' },
    });
    expect(ld.hiringOrganization.sameAs).toBe('https://example.com/en/companies/2');
  });

  it('makes a remote-only posting TELECOMMUTE within its country, without a place', () => {
    const ld = jobPostingLd(facts({ workModes: ['REMOTE'] }));
    expect(ld).not.toHaveProperty('jobLocation');
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'KR' });
  });

  it('gives a hybrid remote posting both', () => {
    const ld = jobPostingLd(facts({ workModes: ['REMOTE', 'ON_SITE'] }));
    expect(ld.jobLocation).toBeDefined();
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
  });

  it('maps employment types to schema.org values, and leaves out a negotiable salary', () => {
    const ld = jobPostingLd(
      facts({
        employmentTypes: ['CONTRACT', 'INTERN'],
        salary: { min: null, max: null, currencyCode: 'USD', salaryType: 'NEGOTIABLE' },
      }),
    );
    expect(ld.employmentType).toEqual(['CONTRACTOR', 'INTERN']);
    expect(ld).not.toHaveProperty('baseSalary');
  });

  it('uses one amount as a value, and the website and logo when given', () => {
    const ld = jobPostingLd(
      facts({
        salary: { min: 50, max: null, currencyCode: 'USD', salaryType: 'HOURLY' },
        organization: { name: 'N', pageUrl: 'p', website: 'https://nuri.example', logoUrl: 'https://x/logo.png' },
      }),
    );
    expect(ld.baseSalary?.value).toEqual({ '@type': 'QuantitativeValue', value: 50, unitText: 'HOUR' });
    expect(ld.hiringOrganization).toMatchObject({ sameAs: 'https://nuri.example', logo: 'https://x/logo.png' });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element', () => {
    const text = serializeJsonLd({ title: '</script><script>alert(1)</script> & <!--' });
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script> & <!--' });
  });
});
