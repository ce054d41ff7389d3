import { PAGE_SIZE_MAX } from '@app/contract/limits';
import { FollowCompanyButton } from '../../../shared/follow/follow-company-button';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { useFollowedCompanies } from '../api/list-followed-companies';

/**
 * The company page's follow button (talents only). The public company call does not say whether the caller follows
 * it, so the state comes from the talent's followed companies (first PAGE_SIZE_MAX of them).
 */
export function CompanyFollowControl({ companyId, name }: { companyId: number; name: string }) {
  const { data: user } = useCurrentUser();
  const userId = user?.role === 'NORMAL' ? user.id : null;
  const followed = useFollowedCompanies(userId ?? 0, 1, PAGE_SIZE_MAX, userId !== null);
  if (userId === null || !followed.data) return null;
  const isFollowed = followed.data.data.some((c) => c.id === companyId);
  return <FollowCompanyButton companyId={companyId} name={name} isFollowed={isFollowed} />;
}
