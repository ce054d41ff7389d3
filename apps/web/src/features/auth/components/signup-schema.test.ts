import { describe, expect, it } from 'vitest';
import { SignupFormSchema } from './signup-schema';

describe('SignupFormSchema', () => {
  it('shows a mismatched confirmation together with every other problem', () => {
    const result = SignupFormSchema.safeParse({
      role: 'NORMAL',
      email: 'not-an-email',
      password: 'correct-Horse-battery-9',
      passwordConfirm: 'something else',
      firstName: '',
      lastName: '',
      locale: 'ko',
      agreements: { terms: false, privacy: false, marketing: false },
    });
    expect(result.success).toBe(false);
    const paths = (result.error?.issues ?? []).map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(
      ['agreements.privacy', 'agreements.terms', 'email', 'firstName', 'lastName', 'passwordConfirm'].sort(),
    );
  });
});
