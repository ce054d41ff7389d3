import { describe, expect, it } from 'vitest';
import {
  CONSENT_KINDS,
  consentKindsFor,
  isRequiredConsent,
  OPTIONAL_CONSENTS,
  outstandingConsents,
  POLICY_VERSIONS,
  REQUIRED_CONSENTS,
} from './consents';

const current = (kind: 'TERMS' | 'PRIVACY') => ({ kind, version: POLICY_VERSIONS[kind], isGranted: true });

describe('consents', () => {
  it('asks talents about the talent pool, companies not, administrators nothing', () => {
    expect(consentKindsFor('NORMAL')).toContain('TALENT_POOL');
    expect(consentKindsFor('ORGANIZATION')).toEqual(['TERMS', 'PRIVACY', 'MARKETING']);
    expect(consentKindsFor('ADMIN')).toEqual([]);
  });

  it('owes nothing when both required texts were agreed in their current version', () => {
    expect(outstandingConsents('NORMAL', [current('TERMS'), current('PRIVACY')])).toEqual([]);
    expect(outstandingConsents('ADMIN', [])).toEqual([]);
  });

  it('owes a required text never agreed, withdrawn, or agreed in an older version', () => {
    expect(outstandingConsents('ORGANIZATION', [])).toEqual(['TERMS', 'PRIVACY']);
    const versions = { ...POLICY_VERSIONS, PRIVACY: '2099-01-01' };
    expect(outstandingConsents('NORMAL', [current('TERMS'), current('PRIVACY')], versions)).toEqual(['PRIVACY']);
    expect(outstandingConsents('NORMAL', [current('TERMS'), { ...current('PRIVACY'), isGranted: false }])).toEqual([
      'PRIVACY',
    ]);
  });

  it('never owes an optional consent', () => {
    const given = [
      current('TERMS'),
      current('PRIVACY'),
      { kind: 'MARKETING' as const, version: '2000-01-01', isGranted: false },
    ];
    expect(outstandingConsents('NORMAL', given)).toEqual([]);
  });

  it('splits every kind into required or optional, each versioned by an ISO date', () => {
    expect([...REQUIRED_CONSENTS, ...OPTIONAL_CONSENTS].sort()).toEqual([...CONSENT_KINDS].sort());
    expect(CONSENT_KINDS.filter(isRequiredConsent)).toEqual(['TERMS', 'PRIVACY']);
    for (const kind of CONSENT_KINDS) expect(POLICY_VERSIONS[kind], kind).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('compares versions as dates: a newer text in force asks again, an older one does not', () => {
    const given = [
      { kind: 'TERMS' as const, version: '2026-06-01', isGranted: true },
      { kind: 'PRIVACY' as const, version: '2026-06-01', isGranted: true },
    ];
    const older = { ...POLICY_VERSIONS, TERMS: '2026-05-31', PRIVACY: '2026-06-01' };
    expect(outstandingConsents('NORMAL', given, older)).toEqual([]);
    const newer = { ...POLICY_VERSIONS, TERMS: '2026-06-02', PRIVACY: '2026-06-01' };
    expect(outstandingConsents('ORGANIZATION', given, newer)).toEqual(['TERMS']);
  });
});
