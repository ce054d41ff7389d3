import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { assertMemberOf } from '../../http/access';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { findTalentAccountOr404, findVisibleTalent } from '../profiles/profiles.service';
import { presentMemo } from './talent-notes.presenter';
import {
  countMemos,
  deleteMemo,
  deleteOrganizationTag,
  findMemo,
  findMemoPage,
  findOrganizationTags,
  findTagsOf,
  insertMemo,
  replaceTags,
  tagsOfTalent,
  updateMemo,
} from './talent-notes.queries';

/* Tags and memos are the organization's own: no talent-facing call ever reads them. */

export async function setTalentTags(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  talentId: number,
  tags: string[],
) {
  assertMemberOf(auth, organizationId);
  return deps.db.transaction(async (tx) => {
    await findVisibleTalent(tx, talentId);
    await replaceTags(tx, organizationId, talentId, tags);
    return { talentId, tags: (await findTagsOf(tx, organizationId, [talentId])).get(talentId) ?? [] };
  });
}

export async function getTalentTags(deps: Deps, auth: AuthContext, organizationId: number, talentId: number) {
  assertMemberOf(auth, organizationId);
  await findTalentAccountOr404(deps.db, talentId);
  return { talentId, tags: (await findTagsOf(deps.db, organizationId, [talentId])).get(talentId) ?? [] };
}

export async function listOrganizationTags(deps: Deps, auth: AuthContext, organizationId: number) {
  assertMemberOf(auth, organizationId);
  return (await findOrganizationTags(deps.db, organizationId)).map((r) => ({
    tag: r.tag,
    talentCount: Number(r.talentCount),
  }));
}

/** Takes a tag off every talent (404 when the organization does not use it). */
export async function removeOrganizationTag(deps: Deps, auth: AuthContext, organizationId: number, tag: string) {
  assertMemberOf(auth, organizationId);
  const removed = await deps.db.transaction((tx) => deleteOrganizationTag(tx, organizationId, tag));
  if (removed === 0) throw notFound();
  return { tag, talentCount: removed };
}

async function loadMemo(db: DbOrTx, organizationId: number, talentId: number, memoId: number) {
  const row = await findMemo(db, organizationId, talentId, memoId);
  if (!row) throw notFound();
  return row;
}

export async function createMemo(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  talentId: number,
  content: string,
) {
  assertMemberOf(auth, organizationId);
  return deps.db.transaction(async (tx) => {
    await findVisibleTalent(tx, talentId);
    const id = await insertMemo(tx, { organizationId, talentUserId: talentId, authorId: auth.userId, content });
    return presentMemo(await loadMemo(tx, organizationId, talentId, id));
  });
}

export async function listMemos(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  talentId: number,
  page: { page: number; size: number },
) {
  assertMemberOf(auth, organizationId);
  await findTalentAccountOr404(deps.db, talentId);
  const { rows, total } = await findMemoPage(deps.db, organizationId, talentId, page);
  return {
    data: rows.map(presentMemo),
    pageNumber: page.page,
    last: page.page * page.size >= total,
    totalElementCount: total,
  };
}

export async function getMemo(deps: Deps, auth: AuthContext, organizationId: number, talentId: number, memoId: number) {
  assertMemberOf(auth, organizationId);
  return presentMemo(await loadMemo(deps.db, organizationId, talentId, memoId));
}

export async function editMemo(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  talentId: number,
  memoId: number,
  content: string,
) {
  assertMemberOf(auth, organizationId);
  return deps.db.transaction(async (tx) => {
    await loadMemo(tx, organizationId, talentId, memoId);
    await updateMemo(tx, memoId, content);
    return presentMemo(await loadMemo(tx, organizationId, talentId, memoId));
  });
}

export async function removeMemo(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  talentId: number,
  memoId: number,
) {
  assertMemberOf(auth, organizationId);
  await deps.db.transaction(async (tx) => {
    await loadMemo(tx, organizationId, talentId, memoId);
    await deleteMemo(tx, memoId);
  });
  return { id: memoId, deleted: true };
}

/** The organization's private tags of each of these talents (for cards and previews). */
export function findTagsOfTalents(db: DbOrTx, organizationId: number, userIds: number[]) {
  return findTagsOf(db, organizationId, userIds);
}

/** The organization's tags on the talent of each row of a caller's statement (see tagsOfTalent). */
export const tagsOfTalentColumn = tagsOfTalent;

/** How many memos the organization keeps about the talent. */
export function countMemosAbout(db: DbOrTx, organizationId: number, talentUserId: number) {
  return countMemos(db, organizationId, talentUserId);
}
