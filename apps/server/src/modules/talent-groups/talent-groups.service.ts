import { TALENT_GROUPS_PER_ORGANIZATION_MAX } from '@app/contract/limits';
import { formatName } from '@app/contract/rules/names';
import type { GroupTalentsQuery, TalentGroup, TalentGroupMembership } from '@app/contract/schemas/talent-group';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Deps } from '../../deps';
import { assertMemberOf } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { notifyUsers } from '../notifications/notifications.service';
import { findDiscoverableTalent, findTalentAccountOr404 } from '../profiles/profiles.service';
import { presentGroup } from './talent-groups.presenter';
import {
  bookmarkGroupOf,
  countGroups,
  countGroupTalents,
  deleteBookmark,
  deleteGroup,
  findBookmark,
  findBookmarkedPage,
  findBookmarks,
  findGroup,
  findGroupByName,
  findGroups,
  findProfileUpdateWatchers,
  insertGroup,
  renameGroup,
  upsertBookmark,
} from './talent-groups.queries';

const nameTaken = () => new AppError('TALENT_GROUP_NAME_TAKEN', 409);

async function loadGroup(db: DbOrTx, organizationId: number, groupId: number) {
  const group = await findGroup(db, organizationId, groupId);
  if (!group) throw notFound();
  return group;
}

export async function listGroups(deps: Deps, auth: AuthContext, organizationId: number): Promise<TalentGroup[]> {
  assertMemberOf(auth, organizationId);
  const rows = await findGroups(deps.db, organizationId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    talentCount: Number(r.talentCount),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Names are unique per organization, ignoring case (409 TALENT_GROUP_NAME_TAKEN, also under a race). */
export async function createGroup(deps: Deps, auth: AuthContext, organizationId: number, name: string) {
  assertMemberOf(auth, organizationId);
  try {
    return await deps.db.transaction(async (tx) => {
      if (await findGroupByName(tx, organizationId, name)) throw nameTaken();
      if ((await countGroups(tx, organizationId)) >= TALENT_GROUPS_PER_ORGANIZATION_MAX) {
        throw new AppError('VALIDATION_FAILED', 400, [{ path: 'name', key: 'validation.tooMany' }]);
      }
      return presentGroup(await insertGroup(tx, organizationId, name), 0);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function updateGroup(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  groupId: number,
  name: string,
) {
  assertMemberOf(auth, organizationId);
  try {
    return await deps.db.transaction(async (tx) => {
      await loadGroup(tx, organizationId, groupId);
      const same = await findGroupByName(tx, organizationId, name);
      if (same && same.id !== groupId) throw nameTaken();
      const row = await renameGroup(tx, groupId, name);
      if (!row) throw notFound();
      return presentGroup(row, await countGroupTalents(tx, groupId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Deletes the group; its talents are no longer bookmarked. */
export async function removeGroup(deps: Deps, auth: AuthContext, organizationId: number, groupId: number) {
  assertMemberOf(auth, organizationId);
  await deps.db.transaction(async (tx) => {
    await loadGroup(tx, organizationId, groupId);
    await deleteGroup(tx, groupId);
  });
  return { id: groupId, deleted: true };
}

async function membership(db: DbOrTx, organizationId: number, userId: number): Promise<TalentGroupMembership> {
  const bookmark = await findBookmark(db, organizationId, userId);
  return {
    userId,
    isBookMarked: bookmark !== null,
    groupId: bookmark?.groupId ?? null,
    groupName: bookmark?.groupName ?? null,
  };
}

/** Bookmarks a talent companies may see into the group; one already in another group moves here. */
export async function addTalentToGroup(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  groupId: number,
  talentId: number,
) {
  assertMemberOf(auth, organizationId);
  return deps.db.transaction(async (tx) => {
    await loadGroup(tx, organizationId, groupId);
    // A talent the organization had to forget cannot be bookmarked back by id.
    await findDiscoverableTalent(tx, talentId, organizationId);
    await upsertBookmark(tx, organizationId, talentId, groupId);
    return membership(tx, organizationId, talentId);
  });
}

/** Takes the talent out of the group (404 when they are not in it). */
export async function removeTalentFromGroup(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  groupId: number,
  talentId: number,
) {
  assertMemberOf(auth, organizationId);
  return deps.db.transaction(async (tx) => {
    await loadGroup(tx, organizationId, groupId);
    if (!(await deleteBookmark(tx, organizationId, groupId, talentId))) throw notFound();
    return membership(tx, organizationId, talentId);
  });
}

/** `GET …/talent-group/users/{userId}`: which group of the organization the talent is in, if any. */
export async function getTalentGroupOf(deps: Deps, auth: AuthContext, organizationId: number, userId: number) {
  assertMemberOf(auth, organizationId);
  await findTalentAccountOr404(deps.db, userId);
  return membership(deps.db, organizationId, userId);
}

/**
 * `GET …/talent-group/users`: one page of the organization's bookmarked talents (one group, checked to be its own,
 * or all), newest first. Talent search shows them as cards.
 */
export async function findBookmarkedTalentPage(
  db: DbOrTx,
  auth: AuthContext,
  organizationId: number,
  query: GroupTalentsQuery,
) {
  assertMemberOf(auth, organizationId);
  if (query.groupId !== undefined) await loadGroup(db, organizationId, query.groupId);
  return findBookmarkedPage(db, organizationId, query);
}

/** The group each of these talents is bookmarked in by the organization (talents without one are left out). */
export function findBookmarkGroups(db: DbOrTx, organizationId: number, userIds: number[]) {
  return findBookmarks(db, organizationId, userIds);
}

/** The organization's bookmark group of the talent of each row of a caller's statement (see bookmarkGroupOf). */
export const bookmarkGroupColumn = bookmarkGroupOf;

/** The organization's bookmark of one talent with the group's name, or null. */
export function findBookmarkOf(db: DbOrTx, organizationId: number, talentUserId: number) {
  return findBookmark(db, organizationId, talentUserId);
}

/**
 * Tells the members of every organization that bookmarked the talent, and whose profile-update flag is on, that the
 * talent updated their profile. Call in the transaction that saved the profile.
 */
export async function notifyProfileUpdated(db: DbOrTx, talent: { id: number; firstName: string; lastName: string }) {
  const watchers = await findProfileUpdateWatchers(db, talent.id);
  if (watchers.length === 0) return;
  await notifyUsers(db, watchers, 'TALENT_PROFILE_UPDATED', {
    talentId: talent.id,
    talentName: formatName(talent.firstName, talent.lastName),
  });
}
