import { z } from 'zod';

/*
 * Sign-in with Google, Kakao and Naver (decision 025). A provider is offered only when its client id and secret are
 * both set; its button is hidden otherwise. Each redirect URI to register with the provider is
 * `${PUBLIC_URL}/api/v1/auth/oauth/{google|kakao|naver}/callback`.
 *
 *   OAUTH_GOOGLE_CLIENT_ID, OAUTH_GOOGLE_CLIENT_SECRET   OpenID Connect; OAUTH_GOOGLE_ISSUER (default accounts.google.com)
 *   OAUTH_KAKAO_CLIENT_ID, OAUTH_KAKAO_CLIENT_SECRET     OpenID Connect (enable it in Kakao's console); OAUTH_KAKAO_ISSUER
 *   OAUTH_NAVER_CLIENT_ID, OAUTH_NAVER_CLIENT_SECRET     OAuth 2 with Naver's profile API (Naver has no OpenID Connect)
 *
 * The issuers can be changed for tests and staging (an http issuer is accepted on loopback only).
 */

export const OAUTH_PROVIDERS = ['google', 'kakao', 'naver'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

export type OAuthProviderConfig =
  | { id: 'google' | 'kakao'; kind: 'oidc'; clientId: string; clientSecret: string; issuer: string }
  | {
      id: 'naver';
      kind: 'naver';
      clientId: string;
      clientSecret: string;
      authorizationUrl: string;
      tokenUrl: string;
      profileUrl: string;
    };

export const OAuthEnvSchema = z.object({
  OAUTH_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OAUTH_GOOGLE_ISSUER: z.url('must be the issuer URL').default('https://accounts.google.com'),
  OAUTH_KAKAO_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_KAKAO_CLIENT_SECRET: z.string().min(1).optional(),
  OAUTH_KAKAO_ISSUER: z.url('must be the issuer URL').default('https://kauth.kakao.com'),
  OAUTH_NAVER_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_NAVER_CLIENT_SECRET: z.string().min(1).optional(),
});
type OAuthEnv = z.infer<typeof OAuthEnvSchema>;

const isLoopbackHttp = (url: string) => {
  const u = new URL(url);
  return u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
};

/** The configured providers, or the lines of the configuration error. */
export function oauthProviders(e: OAuthEnv): OAuthProviderConfig[] | string[] {
  const problems: string[] = [];
  const out: OAuthProviderConfig[] = [];
  const pair = (name: string, id: string | undefined, secret: string | undefined) => {
    if (Boolean(id) !== Boolean(secret)) {
      problems.push(`OAUTH_${name}_${id ? 'CLIENT_SECRET' : 'CLIENT_ID'}: set the client id and secret together`);
      return null;
    }
    return id && secret ? { clientId: id, clientSecret: secret } : null;
  };
  for (const [id, issuer] of [
    ['google', e.OAUTH_GOOGLE_ISSUER],
    ['kakao', e.OAUTH_KAKAO_ISSUER],
  ] as const) {
    const name = id.toUpperCase() as 'GOOGLE' | 'KAKAO';
    const client = pair(name, e[`OAUTH_${name}_CLIENT_ID`], e[`OAUTH_${name}_CLIENT_SECRET`]);
    if (!client) continue;
    if (!issuer.startsWith('https:') && !isLoopbackHttp(issuer)) {
      problems.push(`OAUTH_${name}_ISSUER: must be https (http only on loopback, for tests)`);
      continue;
    }
    out.push({ id, kind: 'oidc', issuer: issuer.replace(/\/$/, ''), ...client });
  }
  const naver = pair('NAVER', e.OAUTH_NAVER_CLIENT_ID, e.OAUTH_NAVER_CLIENT_SECRET);
  if (naver) {
    out.push({
      id: 'naver',
      kind: 'naver',
      ...naver,
      authorizationUrl: 'https://nid.naver.com/oauth2.0/authorize',
      tokenUrl: 'https://nid.naver.com/oauth2.0/token',
      profileUrl: 'https://openapi.naver.com/v1/nid/me',
    });
  }
  return problems.length > 0 ? problems : out;
}
