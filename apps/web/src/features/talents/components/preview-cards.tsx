import type { TalentPreview } from '@app/contract/schemas/talent-search';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Card } from '../../../components/ui/card';
import { useLocalizedPath } from '../../../lib/use-lang';

/** What the organization has to do with the talent: bookmark, offer, application, and the e-mail when shared. */
export function TalentAssociatedCard({ data }: { data: TalentPreview }) {
  const { t } = useTranslation('talents');
  return (
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
  );
}

/** The talent's public assessment results, each opening its report. */
export function TalentAssessmentsCard({ data }: { data: TalentPreview }) {
  const { t } = useTranslation('talents');
  const to = useLocalizedPath();
  return (
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
  );
}
