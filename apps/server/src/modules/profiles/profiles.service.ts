import { isHiddenFromCompanies } from '@app/contract/rules/profile';
import type { JobSeekingStatusUpdate, ProfileUpdate } from '@app/contract/schemas/profile';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { organizationOf } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { assertJobRoleCategories, assertSkillCategories } from '../catalog/catalog.service';
import { findCountryByCode } from '../countries/countries.service';
import { assertVerifiedMemberOf } from '../organizations/organizations.lookup.service';
import { assertSeesTalent } from '../team/team.scope.service';
import { assertOwnImageUrl } from '../uploads/uploads.service';
import { presentProfile, presentProfileView } from './profiles.presenter';
import {
  deleteProfile,
  findProfileBundle,
  findProfileOwner,
  findTalentAccount,
  isForgottenBy,
  replaceProfile,
  setJobSeekingStatus,
} from './profiles.queries';

/** A live talent account, or 404 (also for companies, admins and deleted accounts). */
async function findTalent(deps: Deps, userId: number) {
  const owner = await findProfileOwner(deps.db, userId);
  if (owner?.role !== 'NORMAL' || owner.status === 'DELETED') throw notFound();
  return owner;
}

/** The owner reads their profile; an admin may read anyone's. Anyone else gets the same 404 as for no profile. */
export async function getProfile(deps: Deps, auth: AuthContext, userId: number) {
  if (auth.role !== 'ADMIN' && auth.userId !== userId) throw notFound();
  await findTalent(deps, userId);
  return presentProfile(userId, await findProfileBundle(deps.db, userId));
}

/**
 * What a company sees at /common-view/talent/{id}: the talent, admins and signed-in companies may look; a talent
 * neither seeking work nor accepting offers is hidden from companies.
 */
export async function getProfileView(deps: Deps, auth: AuthContext, userId: number) {
  if (auth.role === 'NORMAL' && auth.userId !== userId) throw notFound();
  if (auth.role === 'ORGANIZATION') {
    assertVerifiedMemberOf(auth, organizationOf(auth));
    // An interviewer reads only the candidates of their assigned postings (decision 034).
    await assertSeesTalent(deps.db, auth, userId);
  }
  const owner = await findTalent(deps, userId);
  const bundle = await findProfileBundle(deps.db, userId);
  if (auth.role === 'ORGANIZATION' && bundle.profile && isHiddenFromCompanies(bundle.profile)) throw notFound();
  return presentProfileView(owner, bundle);
}

/** Checks what the schema cannot: the country exists, categories are in the catalogue, the photo is the caller's. */
async function assertReferences(deps: Deps, userId: number, input: ProfileUpdate) {
  const { country, profileImgUrl } = input.profile;
  if (country && !findCountryByCode(country)) {
    throw new AppError('VALIDATION_FAILED', 400, [{ path: 'profile.country', key: 'validation.country' }]);
  }
  await assertJobRoleCategories(
    deps.db,
    input.jobRoles.map((r, i) => ({ path: `jobRoles[${i}].categoryId`, id: r.categoryId })),
  );
  await assertSkillCategories(
    deps.db,
    input.techStacks.map((r, i) => ({ path: `techStacks[${i}].categoryId`, id: r.categoryId })),
  );
  await assertOwnImageUrl(deps, deps.db, userId, profileImgUrl, 'profile.profileImgUrl');
}

/** Projects keep the order the client gives (ties and missing orders by list position), renumbered from 1. */
function orderedProjects(projects: ProfileUpdate['projects']) {
  return projects
    .map((p, index) => ({ p, index }))
    .sort((a, b) => (a.p.order ?? a.index) - (b.p.order ?? b.index) || a.index - b.index)
    .map(({ p }, i) => ({
      sortOrder: i + 1,
      projectName: p.projectName,
      startDate: p.startDate,
      endDate: p.endDate,
      description: p.description,
      role: p.role,
      links: p.links,
    }));
}

/** Replaces the caller's whole profile in one transaction and returns it as stored. */
export async function updateProfile(deps: Deps, auth: AuthContext, userId: number, input: ProfileUpdate) {
  if (auth.userId !== userId) throw notFound();
  await findTalent(deps, userId);
  await assertReferences(deps, userId, input);
  const { profile } = input;
  await deps.db.transaction(async (tx) => {
    await replaceProfile(tx, userId, {
      profile: {
        jobSeekingStatus: profile.jobSeekingStatus,
        country: profile.country,
        city: profile.city,
        introduction: profile.introduction,
        isJobOffersAcceptable: profile.isJobOffersAcceptable,
        profileImgUrl: profile.profileImgUrl,
      },
      jobRoles: input.jobRoles.map((r, position) => ({
        position,
        categoryId: r.categoryId,
        jobRole: r.jobRole,
        experienceYears: r.experienceYears,
        isRepresentative: r.isRepresentative,
      })),
      techStacks: input.techStacks.map((r, position) => ({
        position,
        categoryId: r.categoryId,
        skill: r.skill,
        experienceYears: r.experienceYears,
      })),
      educations: input.educations.map((r, position) => ({
        position,
        schoolName: r.schoolName,
        entranceDate: r.entranceDate,
        graduationDate: r.graduationDate,
        degree: r.degree,
        location: r.location,
        major: r.major,
        gpa: r.gpa,
      })),
      workExperiences: input.workExperiences.map((r, position) => ({
        position,
        companyName: r.companyName,
        startDate: r.startDate,
        endDate: r.endDate,
        jobPosition: r.position,
        description: r.description,
      })),
      projects: orderedProjects(input.projects),
      certificates: input.certificates.map((r, position) => ({
        position,
        issueDate: r.issueDate,
        certName: r.certName,
        issueOrganization: r.issueOrganization,
      })),
      profileUrls: input.profileUrls.map((r, position) => ({ position, type: r.type, url: r.url })),
    });
    await deps.onTalentProfileSaved(tx, userId);
  });
  return presentProfile(userId, await findProfileBundle(deps.db, userId));
}

/** Changes only the seeking status (a hired talent stops seeking in one click); a talent without a profile gets 404. */
export async function updateJobSeekingStatus(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  input: JobSeekingStatusUpdate,
) {
  if (auth.userId !== userId) throw notFound();
  await deps.db.transaction(async (tx) => {
    if (!(await setJobSeekingStatus(tx, userId, input.jobSeekingStatus))) throw notFound();
    await deps.onTalentProfileSaved(tx, userId);
  });
  return presentProfile(userId, await findProfileBundle(deps.db, userId));
}

/* ---------- for other areas ---------- */

/**
 * A talent companies may look at: an active talent account that is seeking work or open to offers. Anything else
 * (unknown ids, companies, hidden or deleted talents) is the same 404.
 */
export async function findVisibleTalent(db: DbOrTx, talentId: number) {
  const talent = await findTalentAccount(db, talentId);
  if (talent?.role !== 'NORMAL' || talent.status !== 'ACTIVE') throw notFound();
  if (
    talent.hasProfile &&
    isHiddenFromCompanies({ ...talent, isJobOffersAcceptable: talent.isJobOffersAcceptable ?? true })
  ) {
    throw notFound();
  }
  return talent;
}

/**
 * A talent the organization may find, bookmark and propose to: visible to companies, and not forgotten by this one
 * after a rejection without talent-pool consent (decision 042). Forgotten reads as the same 404.
 */
export async function findDiscoverableTalent(db: DbOrTx, talentId: number, organizationId: number) {
  const talent = await findVisibleTalent(db, talentId);
  if (await isForgottenBy(db, organizationId, talentId)) throw notFound();
  return talent;
}

/** Whether the organization forgot the talent (decision 042): it sees them again only through a live application. */
export function isTalentForgottenBy(db: DbOrTx, organizationId: number, talentId: number) {
  return isForgottenBy(db, organizationId, talentId);
}

/** The account with its seeking flags, or null (no checks: for reactions to a talent's own changes). */
export function lookupTalentAccount(db: DbOrTx, userId: number) {
  return findTalentAccount(db, userId);
}

/** A talent account an organization may still hold notes or bookmarks about (hidden ones included). */
export async function findTalentAccountOr404(db: DbOrTx, talentId: number) {
  const talent = await findTalentAccount(db, talentId);
  if (talent?.role !== 'NORMAL' || talent.status === 'DELETED') throw notFound();
  return talent;
}

type Missing = { path: string; key: string };

/**
 * What a talent must add before applying: a profile, a representative job role and at least one tech stack.
 * Empty when complete.
 */
export async function missingProfileParts(db: DbOrTx, userId: number): Promise<Missing[]> {
  const bundle = await findProfileBundle(db, userId);
  const missing: Missing[] = [];
  if (!bundle.profile) missing.push({ path: 'profile', key: 'validation.profileMissing' });
  if (!bundle.jobRoles.some((r) => r.isRepresentative)) {
    missing.push({ path: 'jobRoles', key: 'validation.representativeRoleMissing' });
  }
  if (bundle.techStacks.length === 0) missing.push({ path: 'techStacks', key: 'validation.techStackMissing' });
  return missing;
}

/** Removes the profile and everything in it (account deletion). */
export function deleteProfileOf(tx: DbOrTx, userId: number) {
  return deleteProfile(tx, userId);
}

/** The talent's name and profile as the owner sees it (a résumé version starts as a copy of it). */
export async function readOwnProfile(db: DbOrTx, userId: number) {
  const owner = await findProfileOwner(db, userId);
  if (owner?.role !== 'NORMAL' || owner.status === 'DELETED') throw notFound();
  return { owner, profile: presentProfile(userId, await findProfileBundle(db, userId)) };
}
