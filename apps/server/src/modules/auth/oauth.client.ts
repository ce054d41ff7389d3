import * as oidc from 'openid-client';
import type { OAuthProviderConfig } from '../../config-oauth';

/*
 * The providers through openid-client (decision 025): Google and Kakao by OpenID Connect discovery, Naver by plain
 * OAuth 2 and its profile API. State, nonce and PKCE are created and checked here; the caller keeps them between the
 * two legs (in the database, never in the browser but for the state).
 */

export type Checks = { state: string; nonce: string; codeVerifier: string };

/** Who the provider says signed in. `email` counts for linking only when `isEmailVerified`. */
export type ProviderIdentity = {
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  firstName: string;
  lastName: string;
};

const SCOPES: Record<OAuthProviderConfig['id'], string> = {
  google: 'openid email profile',
  // Kakao names its consent items as scopes.
  kakao: 'openid account_email profile_nickname',
  naver: '',
};

const configurations = new Map<string, Promise<oidc.Configuration>>();

/** The provider's configuration (discovered once per process; a failed discovery is tried again next time). */
function configurationOf(p: OAuthProviderConfig): Promise<oidc.Configuration> {
  const key = `${p.id}:${p.kind === 'oidc' ? p.issuer : p.authorizationUrl}:${p.clientId}`;
  let found = configurations.get(key);
  if (!found) {
    found =
      p.kind === 'oidc'
        ? oidc.discovery(
            new URL(p.issuer),
            p.clientId,
            p.clientSecret,
            undefined,
            // Only loopback issuers may be http (config-oauth.ts checks): the tests' own provider.
            p.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : undefined,
          )
        : Promise.resolve(
            new oidc.Configuration(
              {
                issuer: new URL(p.authorizationUrl).origin,
                authorization_endpoint: p.authorizationUrl,
                token_endpoint: p.tokenUrl,
              },
              p.clientId,
              p.clientSecret,
              oidc.ClientSecretPost(p.clientSecret),
            ),
          );
    configurations.set(key, found);
    found.catch(() => configurations.delete(key));
  }
  return found;
}

export function newChecks(): Checks {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

/** Where to send the browser: the provider's authorization endpoint with state, nonce and the PKCE challenge. */
export async function authorizationUrl(p: OAuthProviderConfig, redirectUri: string, checks: Checks): Promise<URL> {
  const config = await configurationOf(p);
  const params: Record<string, string> = {
    redirect_uri: redirectUri,
    response_type: 'code',
    state: checks.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (SCOPES[p.id]) params.scope = SCOPES[p.id];
  if (p.kind === 'oidc') params.nonce = checks.nonce;
  return oidc.buildAuthorizationUrl(config, params);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Given and family names from standard claims, or one display name split at its last space. */
function namesOf(claims: Record<string, unknown>) {
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  if (given || family) return { firstName: given, lastName: family };
  const name = text(claims.name) || text(claims.nickname);
  const at = name.lastIndexOf(' ');
  return at > 0 ? { firstName: name.slice(0, at), lastName: name.slice(at + 1) } : { firstName: name, lastName: '' };
}

/** Naver wraps its profile in `{ resultcode, message, response }` and does not say an e-mail was verified. */
export function naverIdentity(body: unknown): ProviderIdentity {
  const response = (body as { resultcode?: string; response?: Record<string, unknown> } | null)?.response;
  if ((body as { resultcode?: string } | null)?.resultcode !== '00' || !response || !text(response.id)) {
    throw new Error('Naver profile without an id');
  }
  return {
    subject: text(response.id),
    email: text(response.email) || null,
    isEmailVerified: false,
    ...namesOf({ name: response.name, nickname: response.nickname }),
  };
}

/** The second leg: exchanges the code (checking state, nonce and PKCE) and reads who signed in. */
export async function finishAuthorization(
  p: OAuthProviderConfig,
  callbackUrl: URL,
  checks: Checks,
): Promise<ProviderIdentity> {
  const config = await configurationOf(p);
  if (p.kind === 'naver') {
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
    });
    const res = await oidc.fetchProtectedResource(config, tokens.access_token, new URL(p.profileUrl), 'GET');
    return naverIdentity(await res.json());
  }
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('no ID token claims');
  // Some providers put the e-mail and names only in the userinfo response.
  const claims: Record<string, unknown> = idClaims.email
    ? idClaims
    : { ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...idClaims };
  return {
    subject: idClaims.sub,
    email: text(claims.email) || null,
    isEmailVerified: claims.email_verified === true,
    ...namesOf(claims),
  };
}
