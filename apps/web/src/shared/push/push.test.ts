import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, pushSupport } from './push';

describe('push helpers', () => {
  it('decodes the base64url VAPID key to the 65 bytes of a P-256 point', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
    bytes[0] = 4;
    const key = Buffer.from(bytes).toString('base64url');
    expect(key).toHaveLength(87);
    expect(Array.from(base64UrlToBytes(key))).toEqual(Array.from(bytes));
    // Characters that differ between base64 and base64url decode the same way.
    expect(Array.from(base64UrlToBytes('-_8'))).toEqual([251, 255]);
  });

  it('reports no support where there is no window (server, tests)', () => {
    expect(pushSupport()).toBe('unsupported');
  });
});
