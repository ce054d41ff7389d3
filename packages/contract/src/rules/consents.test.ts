import { describe, expect, it } from 'vitest';
import { consentKindsFor, outstandingConsents, POLICY_VERSIONS } from './consents';

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
});
