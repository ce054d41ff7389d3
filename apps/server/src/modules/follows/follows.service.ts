import type { Deps } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { pageOfRows } from '../../http/page';
import { findOrganizationOr404 } from '../organizations/organizations.lookup.service';
import {
  countOpenPostings,
  findPostingVisibleToTalents,
  presentPostingCard,
} from '../postings/postings.lookup.service';
import { loadVocabulary } from '../vocabulary/vocabulary.service';
import {
  deleteOrganizationFollow,
  deletePostingFollow,
  findFollowedOrganizationPage,
  findFollowedPostingPage,
  insertOrganizationFollow,
  insertPostingFollow,
} from './follows.queries';

/** Follows a posting talents can see (404 otherwise). Following twice is fine. */
export async function followPosting(deps: Deps, auth: AuthContext, postingId: number) {
  await findPostingVisibleToTalents(deps.db, postingId);
  await insertPostingFollow(deps.db, auth.userId, postingId);
  return { isFollowed: true };
}

/** Unfollows; also when the posting is gone from view. Unfollowing twice is fine. */
export async function unfollowPosting(deps: Deps, auth: AuthContext, postingId: number) {
  await deletePostingFollow(deps.db, auth.userId, postingId);
  return { isFollowed: false };
}

export async function followOrganization(deps: Deps, auth: AuthContext, organizationId: number) {
  await findOrganizationOr404(deps.db, organizationId);
  await insertOrganizationFollow(deps.db, auth.userId, organizationId);
  return { isFollowed: true };
}

export async function unfollowOrganization(deps: Deps, auth: AuthContext, organizationId: number) {
  await deleteOrganizationFollow(deps.db, auth.userId, organizationId);
  return { isFollowed: false };
}

/** `{id}` must be the caller; anyone else's lists are 404. */
function assertSelf(auth: AuthContext, userId: number) {
  if (auth.userId !== userId) throw notFound();
}

export async function listFollowedPostings(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  query: { page: number; size: number },
) {
  assertSelf(auth, userId);
  const now = new Date();
  const { rows, total } = await findFollowedPostingPage(deps.db, userId, query);
  const vocabulary = await loadVocabulary(deps.db);
  return pageOfRows(
    rows.map((r) => ({ ...presentPostingCard(r, vocabulary, now), followedAt: r.followedAt.toISOString() })),
    query.page,
    query.size,
    total,
  );
}

export async function listFollowedOrganizations(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  query: { page: number; size: number },
) {
  assertSelf(auth, userId);
  const { rows, total } = await findFollowedOrganizationPage(deps.db, userId, query);
  const open = await countOpenPostings(
    deps.db,
    rows.map((r) => r.id),
  );
  return pageOfRows(
    rows.map((r) => ({ ...r, openPostingCount: open.get(r.id) ?? 0, followedAt: r.followedAt.toISOString() })),
    query.page,
    query.size,
    total,
  );
}
