import { describe, expect, it } from 'vitest';
import { rejectionReasons } from './rejection-reasons';

describe('rejectionReasons', () => {
  it('keeps only the reasons that were given, trimmed, logo first', () => {
    expect(
      rejectionReasons({ logoRejectionReason: null, documentRejectionReason: ' ', rejectReason: 'Blurry scan' }),
    ).toEqual([{ kind: 'general', text: 'Blurry scan' }]);
    expect(
      rejectionReasons({ logoRejectionReason: ' Too small ', documentRejectionReason: 'Expired', rejectReason: null }),
    ).toEqual([
      { kind: 'logo', text: 'Too small' },
      { kind: 'documents', text: 'Expired' },
    ]);
  });
});
