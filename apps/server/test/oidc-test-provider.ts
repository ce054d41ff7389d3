import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) on a random loopback port, for the social sign-in tests. Its login screen is
 * replaced by an interaction that signs in as `nextPerson` at once (the person a test chooses), so a test drives the
 * whole redirect dance over HTTP: authorization, code, token, ID token and userinfo are the provider's own.
 */
export type Person = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
};

export async function startTestProvider(opts: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  port?: number;
  /** Who signs in when the test chose nobody (the browser tests' provider makes a new person each time). */
  nextPerson?: () => Person;
}) {
  const people = new Map<string, Person>();
  const state = { nextPerson: null as Person | null };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: false } },
    findAccount: async (_ctx, sub) => {
      const person = people.get(sub);
      return person ? { accountId: sub, claims: async () => ({ ...person }) } : undefined;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  const callback = provider.callback();
  server.on('request', async (req, res) => {
    try {
      if (req.url?.startsWith('/interaction/')) {
        const details = await provider.interactionDetails(req, res);
        if (details.prompt.name === 'login') {
          const person = state.nextPerson ?? opts.nextPerson?.();
          if (!person) throw new Error('the test chose nobody to sign in');
          people.set(person.sub, person);
          return await provider.interactionFinished(req, res, { login: { accountId: person.sub } });
        }
        const grant = new provider.Grant({
          accountId: details.session?.accountId,
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope(String(details.params.scope));
        return await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } });
      }
      return callback(req, res);
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  return {
    issuer,
    signInAs(person: Person) {
      state.nextPerson = person;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Follows the provider's redirects like a browser (keeping its cookies) until it sends the browser back to
 * `returnPrefix`; returns that URL.
 */
export async function followProvider(start: string, returnPrefix: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 12; hop += 1) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider answered ${res.status} without a redirect: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(returnPrefix)) return next;
    url = next.href;
  }
  throw new Error('too many redirects at the provider');
}
