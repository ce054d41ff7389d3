import type { TalentUser } from '@app/contract/schemas/user';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/spinner';
import { ErrorState } from '../../components/ui/states';
import { useProfile } from '../../features/profile/api/get-profile';
import { JobRolesSection, TechStacksSection } from '../../features/profile/components/catalog-sections';
import { ProfileEditor } from '../../features/profile/components/profile-editor';
import { useInterests } from '../../features/skills/api/interests';
import { InterestsCard } from '../../features/skills/components/interests-card';
import { describeError } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/use-page-title';
import { ProfileSkeleton } from '../../shared/profile/profile-skeleton';

/**
 * `/talent/mypage/skills-sets`: interests (what the talent wants, from skills) and job roles and tech stacks (what
 * they have, edited with the profile editor).
 */
export function SkillsSetsPage({ user }: { user: TalentUser }) {
  const { t } = useTranslation('skills');
  const interests = useInterests(user.id);
  const profile = useProfile(user.id);
  usePageTitle(t('title'));
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {interests.isPending ? (
        <Card className="flex flex-col gap-4 p-6" aria-hidden="true">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-11" />
          <Skeleton className="h-11" />
        </Card>
      ) : null}
      {interests.isError ? (
        <ErrorState
          title={t('interests.loadError')}
          body={describeError(interests.error)}
          onRetry={() => void interests.refetch()}
        />
      ) : null}
      {interests.data ? <InterestsCard userId={user.id} initial={interests.data} /> : null}
      {profile.isPending ? <ProfileSkeleton cards={2} /> : null}
      {profile.isError ? (
        <ErrorState
          title={t('profileLoadError')}
          body={describeError(profile.error)}
          onRetry={() => void profile.refetch()}
        />
      ) : null}
      {profile.data ? (
        <ProfileEditor userId={user.id} initial={profile.data} saveLabel={t('saveRoles')}>
          <JobRolesSection />
          <TechStacksSection />
        </ProfileEditor>
      ) : null}
    </div>
  );
}
