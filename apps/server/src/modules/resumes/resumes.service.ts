import { JSON_RESUME_MAX_BYTES, RESUMES_MAX } from '@app/contract/limits';
import type { Locale } from '@app/contract/schemas/common';
import {
  type ResumeContent,
  ResumeContentInputSchema,
  type ResumeCreateRequestSchema,
  type ResumeImportRequestSchema,
  type ResumeUpdateRequestSchema,
} from '@app/contract/schemas/resume';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { readOwnProfile } from '../profiles/profiles.service';
import { fromJsonResume, jsonResumeErrors, toJsonResume } from './json-resume';
import { contentFromProfile, displayName } from './resume-content';
import { renderResumePdf } from './resume-pdf';
import { presentResume } from './resumes.presenter';
import {
  countResumesLocked,
  deleteResume,
  findResume,
  findResumes,
  insertResume,
  setDefaultResume,
  updateResume,
} from './resumes.queries';

/* A talent's résumé versions (decision 038): up to RESUMES_MAX named copies of the profile, one the default. */

type Create = z.output<typeof ResumeCreateRequestSchema>;
type Update = z.output<typeof ResumeUpdateRequestSchema>;
type Import = z.output<typeof ResumeImportRequestSchema>;

/** Only the talent reaches their résumés; anyone else gets the same 404 as for a missing one. */
async function assertOwnTalent(deps: Deps, auth: AuthContext, userId: number) {
  if (auth.role !== 'NORMAL' || auth.userId !== userId) throw notFound();
  return readOwnProfile(deps.db, userId);
}

async function ownResume(db: DbOrTx, userId: number, resumeId: number) {
  const row = await findResume(db, userId, resumeId);
  if (!row) throw notFound();
  return row;
}

export async function listResumes(deps: Deps, auth: AuthContext, userId: number) {
  await assertOwnTalent(deps, auth, userId);
  return (await findResumes(deps.db, userId)).map(presentResume);
}

export async function getResume(deps: Deps, auth: AuthContext, userId: number, resumeId: number) {
  await assertOwnTalent(deps, auth, userId);
  return presentResume(await ownResume(deps.db, userId, resumeId));
}

/** Adds a version (the first becomes the default); 409 RESUME_LIMIT_REACHED past RESUMES_MAX. */
async function addResume(deps: Deps, userId: number, name: string, language: Locale, content: ResumeContent) {
  const row = await deps.db.transaction(async (tx) => {
    const existing = await countResumesLocked(tx, userId);
    if (existing >= RESUMES_MAX) throw new AppError('RESUME_LIMIT_REACHED', 409);
    return insertResume(tx, { userId, name, language, content, isDefault: existing === 0 });
  });
  return presentResume(row);
}

/** `POST …/resumes`: the given content, or a copy of the profile as it is now. */
export async function createResume(deps: Deps, auth: AuthContext, userId: number, input: Create) {
  const { owner, profile } = await assertOwnTalent(deps, auth, userId);
  const content = (input.content as ResumeContent | undefined) ?? contentFromProfile(owner, profile);
  return addResume(deps, userId, input.name, input.language, content);
}

/** `POST …/resumes/import`: a JSON Resume document (checked against its schema) becomes a new version to review. */
export async function importResume(deps: Deps, auth: AuthContext, userId: number, input: Import) {
  const { owner } = await assertOwnTalent(deps, auth, userId);
  if (JSON.stringify(input.resume).length > JSON_RESUME_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 413);
  const problems = jsonResumeErrors(input.resume);
  if (problems.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      problems
        .slice(0, 20)
        .map((p) => ({ path: `resume${p.split(' ')[0]?.replaceAll('/', '.')}`, key: 'validation.jsonResume' })),
    );
  }
  const parsed = ResumeContentInputSchema.safeParse(fromJsonResume(input.resume, displayName(owner)));
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      parsed.error.issues.map((i) => ({ path: ['resume', ...i.path].join('.'), key: 'validation.jsonResume' })),
    );
  }
  return addResume(deps, userId, input.name, input.language, parsed.data as ResumeContent);
}

/** `PUT …/resumes/{resumeId}`: name, language and content, all at once. */
export async function editResume(deps: Deps, auth: AuthContext, userId: number, resumeId: number, input: Update) {
  await assertOwnTalent(deps, auth, userId);
  const row = await updateResume(deps.db, userId, resumeId, {
    name: input.name,
    language: input.language,
    content: input.content,
  });
  if (!row) throw notFound();
  return presentResume(row);
}

export async function makeDefaultResume(deps: Deps, auth: AuthContext, userId: number, resumeId: number) {
  await assertOwnTalent(deps, auth, userId);
  await deps.db.transaction(async (tx) => {
    await countResumesLocked(tx, userId);
    await ownResume(tx, userId, resumeId);
    await setDefaultResume(tx, userId, resumeId);
  });
  return (await findResumes(deps.db, userId)).map(presentResume);
}

/** Deletes a version; when it was the default, the oldest remaining one becomes the default. */
export async function removeResume(deps: Deps, auth: AuthContext, userId: number, resumeId: number) {
  await assertOwnTalent(deps, auth, userId);
  await deps.db.transaction(async (tx) => {
    await countResumesLocked(tx, userId);
    const removed = await deleteResume(tx, userId, resumeId);
    if (!removed) throw notFound();
    const [next] = await findResumes(tx, userId);
    if (removed.isDefault && next) await setDefaultResume(tx, userId, next.id);
  });
  return (await findResumes(deps.db, userId)).map(presentResume);
}

/** `GET …/resumes/{resumeId}/json-resume`: the version as a JSON Resume document. */
export async function exportResume(deps: Deps, auth: AuthContext, userId: number, resumeId: number) {
  await assertOwnTalent(deps, auth, userId);
  const row = await ownResume(deps.db, userId, resumeId);
  return { name: row.name, document: toJsonResume(row.content as ResumeContent, row.language) };
}

/** `GET …/resumes/{resumeId}.pdf`: the version printed in its language. */
export async function resumePdf(deps: Deps, auth: AuthContext, userId: number, resumeId: number) {
  await assertOwnTalent(deps, auth, userId);
  const row = await ownResume(deps.db, userId, resumeId);
  const bytes = await renderResumePdf(row.content as ResumeContent, row.language, { title: row.name });
  return { bytes, fileName: `${row.name}.pdf` };
}
