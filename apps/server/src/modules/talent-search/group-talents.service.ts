import type { Locale } from '@app/contract/schemas/common';
import type { GroupTalentsQuery } from '@app/contract/schemas/talent-group';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth';
import { assertVerifiedMemberOf } from '../organizations/organizations.lookup.service';
import { findBookmarkedTalentPage } from '../talent-groups/talent-groups.service';
import { presentTalentCardsByIds } from './talent-cards';
import { refreshTalentSearch } from './talent-search.index';

/**
 * `GET …/talent-group/users`: the organization's bookmarked talents (one group or all) as the same cards talent
 * search shows. The groups area decides which talents and checks the group is the organization's own.
 */
export async function listGroupTalents(
  deps: Deps,
  auth: AuthContext,
  locale: Locale,
  organizationId: number,
  query: GroupTalentsQuery,
) {
  assertVerifiedMemberOf(auth, organizationId);
  const { userIds, total } = await findBookmarkedTalentPage(deps.db, auth, organizationId, query);
  await refreshTalentSearch(deps.db);
  return {
    data: await presentTalentCardsByIds(deps.db, organizationId, userIds, locale),
    pageNumber: query.page,
    last: query.page * query.size >= total,
    totalElementCount: total,
  };
}
