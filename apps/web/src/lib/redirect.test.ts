import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('keeps same-origin relative paths with their query and hash', () => {
    expect(safeRedirectPath('/en/talent/mypage/dashboard')).toBe('/en/talent/mypage/dashboard');
    expect(safeRedirectPath('/ko/company/job-posting/3?tab=a#x')).toBe('/ko/company/job-posting/3?tab=a#x');
  });

  it('rejects anything that could leave the site', () => {
    for (const value of [
      'https://evil.example/en/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'en/relative',
      '/%0d%0aSet-Cookie',
      '/en/\u0000',
      '',
      null,
      undefined,
      `/${'a'.repeat(2100)}`,
    ]) {
      const result = safeRedirectPath(value);
      if (result !== null) expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
      if (value && /^(https?:|\/\/|\/\\|\\\\|javascript:|en\/)/.test(value)) expect(result).toBeNull();
    }
    expect(safeRedirectPath('/en/\u0000')).toBeNull();
    expect(safeRedirectPath('/\t/evil.example')).toBeNull();
  });
});
