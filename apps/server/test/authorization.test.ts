import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEWER_ROUTES, NOT_SENT_BY_MEMBERS, OWNER_ONLY_ROUTES, SHARED_ROUTES } from './authorization.table';
import { type Actor, bearer, buildWorld, fingerprint, type Ids, type World } from './authorization.world';
import { createTestApp, type TestApp } from './helpers';

/*
 * Every route of the API document with an id in its path, sent by everyone who is not its owner (nobody signed in,
 * another talent, another company, an administrator), with the victim's ids and with the outsider's own scope around
 * the victim's ids. Each must be refused, alike for an existing and a missing id (so nothing tells that an id exists),
 * and none may write anything. The owner reads each GET route with the same ids, which shows the ids are real.
 */

type Operation = { method: string; path: string; params: string[]; hasBody: boolean };
type Scope = { talentId: number; companyUserId: number; orgId: number };

const MISSING = '2000000000';
const OUTSIDERS: Actor[] = ['anonymous', 'otherTalent', 'otherCompany', 'admin'];
/** Parameters naming something a company or a talent owns (not a talent or a posting anyone may look at). */
const OWNED_INNER = new Set([
  'appId',
  'interviewId',
  'invitationId',
  'groupId',
  'memoId',
  'searchId',
  'docId',
  'tag',
  'proposalId',
  'attemptId',
  'resumeId',
  'fileId',
  'attachmentId',
]);

/** Owner GETs that answer something other than 200 with these ids, and why. */
const OWNER_READS_OTHER: Record<string, number> = {
  // The document row points at a file the test never wrote (the row, not the file, is what is guarded).
  'GET /api/v1/organizations/{id}/verification-documents/{docId}': 404,
  'GET /api/v1/admin/organizations/{id}/verification-documents/{docId}': 404,
  // The demo's images are rows without files in the test's storage.
  'GET /api/v1/files/{key}': 404,
  // No sign-in provider is configured in this test.
  'GET /api/v1/auth/oauth/{provider}/start': 404,
  'GET /api/v1/auth/oauth/{provider}/callback': 404,
};

let app: TestApp;
let world: World;
let operations: Operation[];

beforeAll(async () => {
  app = await createTestApp();
  world = await buildWorld(app);
  await app.ready();
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string),
        hasBody: op.requestBody !== undefined,
      }))
      .filter((op) => op.params.length > 0 && !op.path.startsWith('/api/dev/')),
  );
}, 240_000);
afterAll(() => app?.cleanup());

/** The owner of a route: the talent for their own data, the company for its organization's, the admin for admin's. */
function ownerOf(path: string): Actor {
  if (path.startsWith('/api/v1/admin/')) return 'admin';
  if (path.startsWith('/api/v1/organizations/') || path.startsWith('/api/v1/talents/')) return 'company';
  return 'talent';
}

function paramValue(path: string, name: string, ids: Ids, scope: Scope): string | number {
  const before = path.split('/').at(path.split('/').indexOf(`{${name}}`) - 1);
  switch (name) {
    case 'orgId':
      return scope.orgId;
    case 'id':
      if (before === 'users')
        return path.startsWith('/api/v1/organizations/users/') ? scope.companyUserId : scope.talentId;
      if (before === 'organizations') return scope.orgId;
      if (before === 'jobs' || before === 'job-postings') return ids.postingId;
      if (before === 'notices') return ids.noticeId;
      if (before === 'assessment-questions') return ids.bankQuestionId;
      if (before === 'talents') return ids.talentId;
      if (before === 'mails') return ids.mailId;
      if (before === 'data-exports') return ids.exportId;
      throw new Error(`no id for {id} after ${before} in ${path}`);
    case 'talentId':
    case 'userId':
    case 'candidateId':
      return ids.talentId;
    case 'jobId':
      return ids.postingId;
    case 'memberId':
      return scope.companyUserId;
    case 'questionId':
      return ids.attemptQuestionId;
    case 'proposalId':
      return ids.talentProposalId;
    case 'key':
      return ids.fileKey;
    default: {
      const known: Record<string, string | number> = {
        appId: ids.appId,
        interviewId: ids.interviewId,
        groupId: ids.groupId,
        memoId: ids.memoId,
        searchId: ids.savedSearchId,
        docId: ids.docId,
        requestId: ids.requestId,
        tag: ids.tag,
        attemptId: ids.attemptId,
        assessmentId: ids.assessmentId,
        invitationId: ids.invitationId,
        provider: 'google',
        resumeId: ids.resumeId,
        fileId: ids.talentFileId,
        attachmentId: ids.attachmentId,
      };
      if (name in known) return known[name] as string | number;
      throw new Error(`the authorization test does not know the path parameter {${name}} of ${path}: add it`);
    }
  }
}

function request(op: Operation, actor: Actor, scope: Scope, missing = false): InjectOptions {
  let url = op.path;
  op.params.forEach((name, i) => {
    const last = i === op.params.length - 1;
    const value =
      missing && last
        ? name === 'tag' || name === 'key'
          ? 'missing'
          : MISSING
        : paramValue(op.path, name, world.victim, scope);
    url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
  });
  const token = actor === 'anonymous' ? undefined : world.tokens[actor];
  return {
    method: op.method as InjectOptions['method'],
    url,
    headers: bearer(token),
    ...(op.hasBody ? { payload: {} } : {}),
  };
}

/** The scopes an outsider tries: the victim's, and (with an owned id inside) their own around the victim's id. */
function scopesOf(op: Operation, actor: Actor): Scope[] {
  const { talentId, companyUserId, orgId } = world.victim;
  const victim = { talentId, companyUserId, orgId };
  const inner = op.params.slice(1).some((p) => OWNED_INNER.has(p));
  if (!inner) return [victim];
  if (actor === 'otherTalent' && op.path.startsWith('/api/v1/users/'))
    return [victim, { ...victim, talentId: world.own.otherTalentId }];
  if (actor === 'otherCompany' && op.path.startsWith('/api/v1/organizations/'))
    return [victim, { ...victim, orgId: world.own.otherOrgId, companyUserId: world.own.otherCompanyUserId }];
  return [victim];
}

const answer = (res: { statusCode: number; json: () => { errorCode?: string } }) =>
  `${res.statusCode} ${res.statusCode >= 400 ? res.json().errorCode : ''}`.trim();

describe('authorization over every route with an id', () => {
  it('refuses every outsider alike for existing and missing ids, and nothing they send writes', async () => {
    const before = await fingerprint(app);
    const leaks: string[] = [];
    let checked = 0;
    for (const op of operations) {
      const key = `${op.method} ${op.path}`;
      for (const actor of OUTSIDERS) {
        if (actor === ownerOf(op.path) || SHARED_ROUTES[key]?.includes(actor)) continue;
        for (const scope of scopesOf(op, actor)) {
          const real = await app.inject(request(op, actor, scope));
          const missing = await app.inject(request(op, actor, scope, true));
          checked += 1;
          const own =
            scope.orgId !== world.victim.orgId || scope.talentId !== world.victim.talentId ? ' (own scope)' : '';
          if (real.statusCode < 400) leaks.push(`${key} as ${actor}${own}: ${answer(real)}`);
          else if (answer(real) !== answer(missing))
            leaks.push(
              `${key} as ${actor}${own}: ${answer(real)} for an existing id, ${answer(missing)} for a missing one`,
            );
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(await fingerprint(app)).toEqual(before);
    // Every route with an id was tried by someone (a guard on the list itself would show as 0 here).
    expect(checked).toBeGreaterThan(operations.length);
  }, 600_000);

  it('lets each owner read their own data with the same ids', async () => {
    const failures: string[] = [];
    const { talentId, companyUserId, orgId } = world.victim;
    for (const op of operations.filter((o) => o.method === 'GET')) {
      const key = `${op.method} ${op.path}`;
      const res = await app.inject(request(op, ownerOf(op.path), { talentId, companyUserId, orgId }));
      const expected = OWNER_READS_OTHER[key] ?? 200;
      if (res.statusCode !== expected) failures.push(`${key}: ${answer(res)}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('gives each member the routes of their role, and nothing more (decision 034)', async () => {
    const before = await fingerprint(app);
    const wrong: string[] = [];
    const { talentId, companyUserId, orgId } = world.victim;
    const scope = { talentId, companyUserId, orgId };
    const organizationRoutes = operations.filter(
      (o) =>
        (o.path.startsWith('/api/v1/organizations/{') || o.path === '/api/v1/talents/{id}/profile') &&
        !SHARED_ROUTES[`${o.method} ${o.path}`]?.includes('anonymous') &&
        !o.path.endsWith('/follow'),
    );
    for (const op of organizationRoutes) {
      const key = `${op.method} ${op.path}`;
      if (NOT_SENT_BY_MEMBERS.has(key)) continue;
      const ownerAnswer = OWNER_READS_OTHER[key] ?? 200;
      // Recruiters: refused (403, before anything is read) on owner-only routes; read everything else like the owner.
      if (OWNER_ONLY_ROUTES.has(key)) {
        const res = await app.inject(request(op, 'recruiter', scope));
        if (res.statusCode !== 403) wrong.push(`${key} as recruiter: ${answer(res)} (expected 403)`);
      } else if (op.method === 'GET') {
        const res = await app.inject(request(op, 'recruiter', scope));
        if (res.statusCode !== ownerAnswer) wrong.push(`${key} as recruiter: ${answer(res)}`);
      }
      // Interviewers: their routes (read with their posting's ids); anything else refused and nothing written.
      const res = await app.inject(request(op, 'interviewer', scope));
      if (INTERVIEWER_ROUTES.has(key)) {
        if (op.method === 'GET' && res.statusCode !== ownerAnswer) wrong.push(`${key} as interviewer: ${answer(res)}`);
      } else if (res.statusCode !== 403 && res.statusCode !== 404) {
        wrong.push(`${key} as interviewer: ${answer(res)} (expected 403 or 404)`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(app)).toEqual(before);
    expect(organizationRoutes.length).toBeGreaterThan(40);
  }, 300_000);
});
