import { startTestProvider } from './oidc-test-provider';

/*
 * The OpenID provider of the browser tests (e2e/start-server.sh starts it beside the server): every sign-in is a new
 * person with a verified Gmail-like address, so a journey can press "Continue with Google" and finish an account.
 * Prints its issuer on the first line of output.
 */
const port = Number(process.env.OIDC_PORT ?? 0);
const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:3000';
const idp = await startTestProvider({
  clientId: 'talentbridge-e2e',
  clientSecret: 'talentbridge-e2e-secret',
  redirectUris: [`${publicUrl}/api/v1/auth/oauth/google/callback`],
  port,
  nextPerson: () => {
    const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    return {
      sub: `e2e-${n}`,
      email: `e2e.${n}@gmail.test`,
      email_verified: true,
      given_name: 'Jisoo',
      family_name: 'Han',
    };
  },
});
console.log(idp.issuer);
process.on('SIGTERM', () => void idp.close().then(() => process.exit(0)));
