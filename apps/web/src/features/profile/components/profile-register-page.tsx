import type { TalentUser } from '@app/contract/schemas/user';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { initialsOf } from '../../../lib/names';
import { useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { ProfileSkeleton } from '../../../shared/profile/profile-skeleton';
import { useProfile } from '../api/get-profile';
import { BasicsSection } from './basics-section';
import { JobRolesSection, TechStacksSection } from './catalog-sections';
import { CertificatesSection, EducationsSection, LinksSection, ProjectsSection, WorkSection } from './history-sections';
import { ProfileEditor } from './profile-editor';
import { TimeZoneCard } from './time-zone-card';

/** `/talent/mypage/profile-register`: the whole profile, section by section, saved at once. */
export function ProfileRegisterPage({ user }: { user: TalentUser }) {
  const { t } = useTranslation('profile');
  const to = useLocalizedPath();
  const profile = useProfile(user.id);
  usePageTitle(t('title'));

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <Link
          to={to(`/common-view/talent/${user.id}`)}
          className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'self-start sm:self-end' })}
        >
          {t('viewAsCompany')}
        </Link>
      </div>
      {profile.isPending ? <ProfileSkeleton /> : null}
      {profile.isError ? (
        <ErrorState title={t('loadError')} body={describeError(profile.error)} onRetry={() => void profile.refetch()} />
      ) : null}
      {profile.data ? (
        <ProfileEditor userId={user.id} initial={profile.data} saveLabel={t('save')}>
          <BasicsSection initials={initialsOf(user.firstName, user.lastName)} />
          <JobRolesSection />
          <TechStacksSection />
          <EducationsSection />
          <WorkSection />
          <ProjectsSection />
          <CertificatesSection />
          <LinksSection />
        </ProfileEditor>
      ) : null}
      {profile.data ? <TimeZoneCard userId={user.id} /> : null}
    </div>
  );
}
