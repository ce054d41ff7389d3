import { describe, expect, it } from 'vitest';
import { oauthProviders } from '../../config-oauth';
import { naverIdentity } from './oauth.client';

describe('Naver profile', () => {
  it('reads the wrapped profile and never counts its e-mail as verified', () => {
    const identity = naverIdentity({
      resultcode: '00',
      message: 'success',
      response: { id: 'naver-123', email: 'minji@naver.com', name: '김민지', nickname: 'mj' },
    });
    expect(identity).toEqual({
      subject: 'naver-123',
      email: 'minji@naver.com',
      isEmailVerified: false,
      firstName: '김민지',
      lastName: '',
    });
  });

  it('refuses an error answer or a profile without an id', () => {
    expect(() => naverIdentity({ resultcode: '024', message: 'Authentication failed' })).toThrow();
    expect(() => naverIdentity({ resultcode: '00', response: { email: 'x@naver.com' } })).toThrow();
    expect(() => naverIdentity(null)).toThrow();
  });
});

describe('provider configuration', () => {
  const base = {
    OAUTH_GOOGLE_ISSUER: 'https://accounts.google.com',
    OAUTH_KAKAO_ISSUER: 'https://kauth.kakao.com',
  };
  it('offers only providers with both a client id and a secret', () => {
    expect(oauthProviders(base)).toEqual([]);
    const found = oauthProviders({ ...base, OAUTH_KAKAO_CLIENT_ID: 'k', OAUTH_KAKAO_CLIENT_SECRET: 's' });
    expect(found).toEqual([
      { id: 'kakao', kind: 'oidc', clientId: 'k', clientSecret: 's', issuer: 'https://kauth.kakao.com' },
    ]);
  });

  it('names a half-set pair and an http issuer off loopback', () => {
    expect(oauthProviders({ ...base, OAUTH_NAVER_CLIENT_ID: 'n' })).toEqual([
      'OAUTH_NAVER_CLIENT_SECRET: set the client id and secret together',
    ]);
    expect(
      oauthProviders({
        ...base,
        OAUTH_GOOGLE_CLIENT_ID: 'g',
        OAUTH_GOOGLE_CLIENT_SECRET: 's',
        OAUTH_GOOGLE_ISSUER: 'http://idp.example.com',
      }),
    ).toEqual(['OAUTH_GOOGLE_ISSUER: must be https (http only on loopback, for tests)']);
  });
});
