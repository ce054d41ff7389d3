import { describe, expect, it } from 'vitest';
import { listRejectionReasons } from './rejection-reasons';

describe('listRejectionReasons', () => {
  it('keeps only the reasons that were given, trimmed, logo first', () => {
    expect(
      listRejectionReasons({ logoRejectionReason: null, documentRejectionReason: ' ', rejectReason: 'Blurry scan' }),
    ).toEqual([{ kind: 'general', text: 'Blurry scan' }]);
    expect(
      listRejectionReasons({
        logoRejectionReason: ' Too small ',
        documentRejectionReason: 'Expired',
        rejectReason: null,
      }),
    ).toEqual([
      { kind: 'logo', text: 'Too small' },
      { kind: 'documents', text: 'Expired' },
    ]);
  });
});
