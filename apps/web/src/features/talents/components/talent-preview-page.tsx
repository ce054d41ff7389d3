import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';
import { formatName } from '../../../lib/names';
import { useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { ProfileSkeleton } from '../../../shared/profile/profile-skeleton';
import { HistorySections } from '../../common-view/components/history-sections';
import { ProfileHeader } from '../../common-view/components/talent-profile-view';
import { ProposePanel } from '../../proposals/components/propose-panel';
import { useOrgId, useTalentPreview } from '../api/talents-api';
import { MatchPanel } from './match-panel';
import { SaveToGroup } from './save-to-group';
import { TalentPrivateNotes } from './talent-private-notes';

/** `/company/talent-preview/{talentId}`: the profile with the organization's own information about the talent. */
export function TalentPreviewPage({ talentId }: { talentId: number }) {
  const { t } = useTranslation('talents');
  const to = useLocalizedPath();
  const preview = useTalentPreview(talentId);
  const orgId = useOrgId();
  const data = preview.data;
  usePageTitle(data ? formatName(data.firstName, data.lastName) : t('preview.title'));

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      {preview.isPending ? <ProfileSkeleton cards={3} /> : null}
      {preview.isError ? (
        isApiError(preview.error) && (preview.error.status === 404 || preview.error.status === 403) ? (
          <ErrorState title={t('preview.notFound')} />
        ) : (
          <ErrorState body={describeError(preview.error)} onRetry={() => void preview.refetch()} />
        )
      ) : null}
      {data ? (
        <>
          <ProfileHeader data={data} />
          <Card className="flex flex-col gap-3 p-5">
            <h2 className="font-semibold text-slate-900">{t('preview.associated')}</h2>
            <div className="flex flex-wrap gap-2">
              <Badge tone={data.associatedInformation.isBookMarked ? 'brand' : 'neutral'} data-testid="bookmark-state">
                {data.associatedInformation.isBookMarked ? t('card.bookmarked') : t('card.notBookmarked')}
              </Badge>
              <Badge data-testid="offer-status" data-status={data.associatedInformation.jobOfferStatus}>
                {t(`preview.offer.${data.associatedInformation.jobOfferStatus}`)}
              </Badge>
              {data.associatedInformation.hasApplied ? <Badge tone="success">{t('preview.applied')}</Badge> : null}
            </div>
            {data.assessmentInfo.email ? (
              <p className="text-sm text-slate-700">{t('preview.email', { email: data.assessmentInfo.email })}</p>
            ) : null}
          </Card>
          <MatchPanel orgId={orgId} talentId={talentId} />
          <ProposePanel orgId={orgId} talent={data} />
          <SaveToGroup
            talentId={talentId}
            groupId={data.associatedInformation.groupId}
            groupName={data.associatedInformation.groupName}
          />
          <TalentPrivateNotes talentId={talentId} tags={data.associatedInformation.tags} />
          <Card className="flex flex-col gap-3 p-5">
            <h2 className="font-semibold text-slate-900">{t('preview.assessments')}</h2>
            {data.assessmentInfo.assessments.length === 0 ? (
              <p className="text-sm text-slate-500">{t('preview.noAssessments')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {data.assessmentInfo.assessments.map((a) => (
                  <li key={a.id} className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                    {/* Public results: the company may open the report (without per-question detail). */}
                    <Link to={to(a.reportUrl)} className="font-medium text-brand-700 hover:underline">
                      {a.assessmentName}
                    </Link>
                    <Badge>
                      {a.trackName} · {a.levelName}
                    </Badge>
                    <span>{t('preview.score', { score: a.obtainedScore, total: a.totalScore })}</span>
                    <Badge tone={a.passed ? 'success' : 'neutral'}>
                      {a.passed ? t('preview.passed') : t('preview.notPassed')}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <HistorySections data={data} />
        </>
      ) : null}
    </div>
  );
}
