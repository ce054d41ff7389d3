import { describe, expect, it } from 'vitest';
import { checkImageFile } from './image-file';

const MB = 1024 * 1024;

describe('checkImageFile', () => {
  it('takes JPEG, PNG, GIF and WebP up to 5 MB', () => {
    expect(checkImageFile({ type: 'image/webp', size: 5 * MB })).toBeNull();
    expect(checkImageFile({ type: 'image/gif', size: 1 })).toBeNull();
    expect(checkImageFile({ type: 'image/svg+xml', size: 1 })).toBe('type');
    expect(checkImageFile({ type: 'image/png', size: 5 * MB + 1 })).toBe('size');
  });
});
