import { it } from 'vitest';
import { createTestApp, createVerifiedUser, makeAdmin } from '../../../test/helpers';
it('nul', async () => {
  const app = await createTestApp();
  const c = await createVerifiedUser(app, { role: 'ORGANIZATION' });
  const a = await createVerifiedUser(app); await makeAdmin(app, a.id);
  let r = await app.inject({ method: 'PUT', url: `/api/v1/organizations/${c.companyId}`, headers: c.auth, payload: { about: 'a\u0000b' } });
  console.log('RES put', r.statusCode);
  r = await app.inject({ method: 'GET', url: `/api/v1/admin/organizations?keyword=a%00b`, headers: a.auth });
  console.log('RES kw', r.statusCode);
  r = await app.inject({ method: 'PATCH', url: `/api/v1/admin/organizations/${c.companyId}/verification/reject`, headers: a.auth, payload: { rejectReason: '\u0000' } });
  console.log('RES rej', r.statusCode);
  await app.cleanup();
});
