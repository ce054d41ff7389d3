import { COMPANY_SIZES as CONTRACT_SIZES, type OrganizationInfo } from '@app/contract/schemas/organization';
import { describe, expect, it } from 'vitest';
import { checkDocumentFile } from './documents';
import { COMPANY_SIZES, toFormValues, toUpdateBody } from './organization-form';
import { canApply, missingFromError, verificationChecklist } from './verification';

const MB = 1024 * 1024;

const info: OrganizationInfo = {
  id: 7,
  companyName: '브릿지소프트',
  ceo: null,
  country: 'KR',
  location: null,
  companySize: '11-50',
  industry: null,
  website: null,
  profileImageUrl: null,
  logoUrl: null,
  about: '소개',
  keyService: null,
  welfare: null,
  employeeReviews: null,
  article: null,
  industryMarketAnalysis: null,
  phone: '',
  firstName: null,
  lastName: null,
  position: null,
  companyVerificationStatus: 'NOT_APPLIED',
  logoRejectionReason: null,
  documentRejectionReason: ' ',
  rejectReason: 'Blurry scan',
  appliedAt: null,
  decidedAt: null,
  isLocked: false,
  verificationDocuments: [],
  isVerified: false,
};

describe('document checks', () => {
  it('accepts PDF, JPEG and PNG up to 10 MB', () => {
    expect(checkDocumentFile({ name: 'a.pdf', type: 'application/pdf', size: 10 * MB })).toBeNull();
    expect(checkDocumentFile({ name: 'a.png', type: 'image/png', size: 1 })).toBeNull();
    expect(checkDocumentFile({ name: 'scan.JPG', type: '', size: 1 })).toBeNull();
  });
  it('refuses other types and files over 10 MB', () => {
    expect(checkDocumentFile({ name: 'a.docx', type: 'application/msword', size: 1 })).toBe('type');
    expect(checkDocumentFile({ name: 'a.gif', type: 'image/gif', size: 1 })).toBe('type');
    expect(checkDocumentFile({ name: 'noext', type: '', size: 1 })).toBe('type');
    expect(checkDocumentFile({ name: 'a.pdf', type: 'application/pdf', size: 10 * MB + 1 })).toBe('size');
  });
});

describe('organization form', () => {
  it('offers the company sizes of the contract, in order', () => {
    expect(COMPANY_SIZES).toEqual([...CONTRACT_SIZES]);
  });
  it('turns nulls into empty strings and back, trimming', () => {
    const values = toFormValues(info);
    expect(values.ceo).toBe('');
    expect(values.companySize).toBe('11-50');
    const body = toUpdateBody({ ...values, ceo: '  박지훈 ', website: ' ' }, false);
    expect(body).toMatchObject({ companyName: '브릿지소프트', ceo: '박지훈', website: null, about: '소개' });
  });
  it('leaves the verified fields out while they are locked', () => {
    const body = toUpdateBody(toFormValues(info), true);
    expect(body).not.toHaveProperty('companyName');
    expect(body).not.toHaveProperty('ceo');
    expect(body).not.toHaveProperty('country');
    expect(body.companySize).toBe('11-50');
  });
});

describe('verification', () => {
  it('lists what an application still needs', () => {
    const missing = verificationChecklist(info).filter((c) => !c.isDone);
    expect(missing.map((c) => c.item)).toEqual(['ceo', 'phone', 'verificationDocuments']);
  });
  it('reads the missing items of a VERIFICATION_INCOMPLETE answer in checklist order', () => {
    const fields = [
      { path: 'verificationDocuments', key: 'validation.required' },
      { path: 'phone', key: 'validation.required' },
      { path: 'other', key: 'validation.required' },
    ];
    expect(missingFromError(fields)).toEqual(['phone', 'verificationDocuments']);
  });
  it('allows applying from NOT_APPLIED and REJECTED only', () => {
    expect(['NOT_APPLIED', 'PENDING', 'REJECTED', 'APPROVED'].filter((s) => canApply(s as never))).toEqual([
      'NOT_APPLIED',
      'REJECTED',
    ]);
  });
});
