import { describe, expect, it } from 'vitest';
import {
  EmailRequestSchema,
  PasswordResetRequestSchema,
  SigninRequestSchema,
  SignupRequestSchema,
  TokenQuerySchema,
} from './auth';

const talent = {
  role: 'NORMAL',
  email: 'talent@example.com',
  password: 'correct-Horse-battery-9',
  firstName: 'Minji',
  lastName: 'Kim',
  locale: 'ko',
  agreements: { terms: true, privacy: true, marketing: false },
};

/** Issue paths and messages (message keys) of a failed parse. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('SignupRequestSchema', () => {
  it('reports every problem at once, the checks across fields included', () => {
    const result = SignupRequestSchema.safeParse({
      ...talent,
      role: 'ORGANIZATION',
      firstName: ' ',
      password: 'talent@example.com',
      agreements: { terms: false, privacy: true },
    });
    expect(issues(result)).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'validation.required' },
        { path: 'agreements.terms', message: 'validation.mustAccept' },
        { path: 'companyName', message: 'validation.required' },
        { path: 'password', message: 'validation.passwordIsEmail' },
      ]),
    );
  });

  it('gives a short password one message, not two', () => {
    const result = SignupRequestSchema.safeParse({ ...talent, password: 'short', lastName: '' });
    expect(issues(result).filter((i) => i.path === 'password')).toEqual([
      { path: 'password', message: 'validation.passwordLength' },
    ]);
  });

  it('refuses a body that is not an object without running the checks across fields', () => {
    expect(SignupRequestSchema.safeParse('signup').success).toBe(false);
    expect(SignupRequestSchema.safeParse(null).success).toBe(false);
    expect(SignupRequestSchema.safeParse({ role: 'ORGANIZATION', companyName: false, password: 7 }).success).toBe(
      false,
    );
  });

  it('accepts a talent and trims and keeps the e-mail', () => {
    const parsed = SignupRequestSchema.parse({ ...talent, email: '  Talent@Example.com ' });
    expect(parsed.email).toBe('Talent@Example.com');
    expect(parsed.role).toBe('NORMAL');
  });

  it('defaults the locale to en and marketing to false', () => {
    const { locale: _l, ...rest } = talent;
    const parsed = SignupRequestSchema.parse({ ...rest, agreements: { terms: true, privacy: true } });
    expect(parsed.locale).toBe('en');
    expect(parsed.agreements.marketing).toBe(false);
  });

  it('requires companyName for ORGANIZATION', () => {
    const result = SignupRequestSchema.safeParse({ ...talent, role: 'ORGANIZATION' });
    expect(issues(result)).toContainEqual({ path: 'companyName', message: 'validation.required' });
    const blank = SignupRequestSchema.safeParse({ ...talent, role: 'ORGANIZATION', companyName: '   ' });
    expect(issues(blank)).toContainEqual({ path: 'companyName', message: 'validation.required' });
    expect(SignupRequestSchema.safeParse({ ...talent, role: 'ORGANIZATION', companyName: '누리소프트' }).success).toBe(
      true,
    );
  });

  it('rejects unknown fields such as role ADMIN, status or companyId', () => {
    expect(SignupRequestSchema.safeParse({ ...talent, role: 'ADMIN' }).success).toBe(false);
    expect(issues(SignupRequestSchema.safeParse({ ...talent, status: 'ACTIVE' }))[0]?.path).toBe('');
    expect(SignupRequestSchema.safeParse({ ...talent, companyId: 1 }).success).toBe(false);
    expect(
      SignupRequestSchema.safeParse({ ...talent, agreements: { ...talent.agreements, extra: true } }).success,
    ).toBe(false);
  });

  it('requires terms and privacy to be true', () => {
    const terms = SignupRequestSchema.safeParse({ ...talent, agreements: { terms: false, privacy: true } });
    expect(issues(terms)).toContainEqual({ path: 'agreements.terms', message: 'validation.mustAccept' });
    const privacy = SignupRequestSchema.safeParse({ ...talent, agreements: { terms: true, privacy: false } });
    expect(issues(privacy)).toContainEqual({ path: 'agreements.privacy', message: 'validation.mustAccept' });
    expect(SignupRequestSchema.safeParse({ ...talent, agreements: { terms: 'true', privacy: true } }).success).toBe(
      false,
    );
  });

  it('refuses blank names, bad e-mails and names over 50 characters', () => {
    expect(issues(SignupRequestSchema.safeParse({ ...talent, firstName: '   ' }))).toContainEqual({
      path: 'firstName',
      message: 'validation.required',
    });
    expect(issues(SignupRequestSchema.safeParse({ ...talent, lastName: 'x'.repeat(51) }))).toContainEqual({
      path: 'lastName',
      message: 'validation.tooLong',
    });
    expect(issues(SignupRequestSchema.safeParse({ ...talent, email: 'not-an-email' }))).toContainEqual({
      path: 'email',
      message: 'validation.email',
    });
  });

  it('checks the password length in characters and refuses the e-mail as password', () => {
    expect(issues(SignupRequestSchema.safeParse({ ...talent, password: 'short' }))).toContainEqual({
      path: 'password',
      message: 'validation.passwordLength',
    });
    expect(SignupRequestSchema.safeParse({ ...talent, password: '비밀번호안전해요' }).success).toBe(true);
    const sameAsEmail = SignupRequestSchema.safeParse({ ...talent, password: 'TALENT@example.com' });
    expect(issues(sameAsEmail)).toContainEqual({ path: 'password', message: 'validation.passwordIsEmail' });
  });

  it('refuses wrong types', () => {
    expect(SignupRequestSchema.safeParse({ ...talent, email: 42 }).success).toBe(false);
    expect(SignupRequestSchema.safeParse({ ...talent, locale: 'fr' }).success).toBe(false);
    expect(SignupRequestSchema.safeParse(null).success).toBe(false);
    expect(SignupRequestSchema.safeParse({ role: 'ORGANIZATION', companyName: false, password: 7 }).success).toBe(
      false,
    );
  });
});

describe('the other auth requests', () => {
  it('sign-in trims the e-mail and rejects extra fields', () => {
    expect(SigninRequestSchema.parse({ email: ' a@b.co ', password: 'x' }).email).toBe('a@b.co');
    expect(SigninRequestSchema.safeParse({ email: 'a@b.co', password: 'x', remember: true }).success).toBe(false);
    expect(SigninRequestSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
  });

  it('e-mail requests need one valid e-mail', () => {
    expect(EmailRequestSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(EmailRequestSchema.safeParse({ email: '' }).success).toBe(false);
    expect(EmailRequestSchema.safeParse({}).success).toBe(false);
  });

  it('token query and reset need a token of at most 200 characters', () => {
    expect(TokenQuerySchema.safeParse({ token: '' }).success).toBe(false);
    expect(TokenQuerySchema.safeParse({ token: 'x'.repeat(201) }).success).toBe(false);
    expect(PasswordResetRequestSchema.safeParse({ token: 'abc', newPassword: 'short' }).success).toBe(false);
    expect(PasswordResetRequestSchema.safeParse({ token: 'abc', newPassword: 'long-enough-1' }).success).toBe(true);
  });
});
