import type { CandidateCard as Card } from '@app/contract/schemas/hiring';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Badge } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { formatName } from '../../../lib/names';
import { useLang } from '../../../lib/use-lang';
import { useCatalogueNames } from '../../../shared/catalog/catalogue-names';
import { useCountryName } from '../../../shared/countries/use-country-name';
import { formatDateTime } from '../../../shared/format/dates';
import { canReject } from '../lib/candidate-actions';
import { AssessmentResults } from './assessment-results';
import { CandidateAvatar } from './candidate-avatar';
import { InterviewSummary } from './interview-summary';
import { StatusBadge } from './status-badge';

type Props = {
  candidate: Card;
  isSelected: boolean;
  /** Null when the member cannot reject (interviewers): no box. */
  onSelectedChange: ((selected: boolean) => void) | null;
};

/** A candidate card (spec §3); the name opens the candidate, the box selects it for a bulk rejection. */
export function CandidateCard({ candidate, isSelected, onSelectedChange }: Props) {
  const { t } = useTranslation('hiring');
  const names = useCatalogueNames();
  const lang = useLang();
  const { search } = useLocation();
  const countryName = useCountryName();
  const user = candidate.userSummaryDTO;
  const name = formatName(user.firstName, user.lastName, lang);
  const to = `/${lang}/company/mypage/manage-recruitment/${candidate.jobPostingId}/candidates/${candidate.applicationId}${search}`;

  return (
    <article
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
      data-testid="candidate-card"
      data-id={candidate.applicationId}
      aria-label={name}
    >
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2 sm:flex-nowrap">
        {onSelectedChange && canReject(candidate.status) ? (
          <div className="pt-3">
            <Checkbox
              checked={isSelected}
              onCheckedChange={onSelectedChange}
              label={<span className="sr-only">{t('candidates.selection.select', { name })}</span>}
            />
          </div>
        ) : null}
        <CandidateAvatar image={user.image} firstName={user.firstName} lastName={user.lastName} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-slate-900">
            <Link to={to} className="hover:underline">
              {name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            {user.jobPosition ? names.jobTitle(user.jobPosition) : t('card.noPosition')}
          </p>
          {user.country ? <p className="text-sm text-slate-500">{countryName(user.country)}</p> : null}
        </div>
        <div className={clsx('basis-full sm:basis-auto sm:pl-0', canReject(candidate.status) ? 'pl-23' : 'pl-15')}>
          <StatusBadge status={candidate.status} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {candidate.isQualified ? (
          <Badge tone="success" title={t('card.qualifiedHint')} data-testid="qualified">
            {t('card.qualified')}
          </Badge>
        ) : (
          <Badge tone="warning">{t('card.notQualified')}</Badge>
        )}
        {candidate.fromProposal ? (
          <Badge tone="brand" title={t('card.fromProposalHint')} data-testid="from-proposal">
            {t('card.fromProposal')}
          </Badge>
        ) : null}
        {candidate.jobOfferStatus !== 'NONE' ? (
          <Badge tone="brand">{t(`jobOffer.${candidate.jobOfferStatus}`)}</Badge>
        ) : null}
      </div>
      <AssessmentResults results={candidate.userAssessmentDto} />
      {candidate.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('card.tags')}>
          {candidate.tags.map((tag) => (
            <li key={tag}>
              <Badge>#{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {candidate.interview ? <InterviewSummary interview={candidate.interview} /> : null}
      <p className="mt-auto flex flex-wrap gap-x-3 gap-y-1 border-t border-slate-100 pt-3 text-xs text-slate-500">
        <span>{t('card.applied', { date: formatDateTime(candidate.appliedAt, lang) })}</span>
        <span data-testid="card-opened">
          {candidate.openedAt
            ? t('card.opened', { date: formatDateTime(candidate.openedAt, lang) })
            : t('card.notOpened')}
        </span>
      </p>
    </article>
  );
}
