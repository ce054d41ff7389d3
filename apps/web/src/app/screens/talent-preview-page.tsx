import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ui/states';
import { HistorySections } from '../../features/common-view/components/history-sections';
import { ProfileHeader } from '../../features/common-view/components/talent-profile-view';
import { ProposePanel } from '../../features/proposals/components/propose-panel';
import { useOrgId, useTalentPreview } from '../../features/talents/api/talents-api';
import { MatchPanel } from '../../features/talents/components/match-panel';
import { TalentAssessmentsCard, TalentAssociatedCard } from '../../features/talents/components/preview-cards';
import { SaveToGroup } from '../../features/talents/components/save-to-group';
import { TalentPrivateNotes } from '../../features/talents/components/talent-private-notes';
import { isApiError } from '../../lib/api-client';
import { describeError } from '../../lib/form-errors';
import { formatName } from '../../lib/names';
import { usePageTitle } from '../../lib/use-page-title';
import { isNotVerifiedError, VerificationRequiredNotice } from '../../shared/organization/verification-required';
import { ProfileSkeleton } from '../../shared/profile/profile-skeleton';

/**
 * `/company/talent-preview/{talentId}`: the rendered profile (common-view) with the organization's own information
 * about the talent (talents) and the position proposal (proposals).
 */
export function TalentPreviewPage({ talentId }: { talentId: number }) {
  const { t } = useTranslation('talents');
  const preview = useTalentPreview(talentId);
  const orgId = useOrgId();
  const data = preview.data;
  usePageTitle(data ? formatName(data.firstName, data.lastName) : t('preview.title'));

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      {preview.isPending ? <ProfileSkeleton cards={3} /> : null}
      {preview.isError ? (
        isNotVerifiedError(preview.error) ? (
          <VerificationRequiredNotice />
        ) : isApiError(preview.error) && (preview.error.status === 404 || preview.error.status === 403) ? (
          <ErrorState title={t('preview.notFound')} />
        ) : (
          <ErrorState body={describeError(preview.error)} onRetry={() => void preview.refetch()} />
        )
      ) : null}
      {data ? (
        <>
          <ProfileHeader data={data} />
          <TalentAssociatedCard data={data} />
          <MatchPanel orgId={orgId} talentId={talentId} />
          <ProposePanel orgId={orgId} talent={data} />
          <SaveToGroup
            talentId={talentId}
            groupId={data.associatedInformation.groupId}
            groupName={data.associatedInformation.groupName}
          />
          <TalentPrivateNotes talentId={talentId} tags={data.associatedInformation.tags} />
          <TalentAssessmentsCard data={data} />
          <HistorySections data={data} />
        </>
      ) : null}
    </div>
  );
}
