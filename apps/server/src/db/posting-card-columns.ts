import { sql } from 'drizzle-orm';
import { postingFollows } from './schema/follows';
import { organizations } from './schema/organizations';
import { jobPostings } from './schema/postings';

/*
 * The columns of a posting card (posting, organization summary, whether the viewer follows it), shared by every query
 * that lists postings as cards: the postings area's own lists and the talent's followed postings.
 */

export const orgSummaryColumns = {
  id: organizations.id,
  name: organizations.name,
  status: organizations.verificationStatus,
  logoUrl: organizations.logoUrl,
};

/** Whether `viewerId` follows the posting of the current row (false without a viewer). */
export const isFollowedColumn = (viewerId: number | null) =>
  viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${postingFollows} where ${postingFollows.userId} = ${viewerId} and ${postingFollows.postingId} = ${jobPostings.id})`;

export const cardColumns = (viewerId: number | null) => ({
  posting: jobPostings,
  org: orgSummaryColumns,
  isFollowed: isFollowedColumn(viewerId),
});
