import type { TalentCard as Card } from '@app/contract/schemas/talent-search';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/card';
import { formatName, initialsOf } from '../../../lib/names';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { AssessmentBadges } from '../../../shared/badges/assessment-badges';
import { joinNames } from '../../../shared/catalog/bilingual-options';
import { useCatalogueNames } from '../../../shared/catalog/catalogue-names';
import { useCountryName } from '../../../shared/countries/use-country-name';
import { JOB_SEEKING_STATUS_TONES } from '../../../shared/status/status-tones';

/** A talent card (spec §3): links to the preview; `action` adds a control below (e.g. remove from a group). */
export function TalentCard({ talent, action }: { talent: Card; action?: ReactNode }) {
  const { t } = useTranslation('talents');
  const to = useLocalizedPath();
  const countryName = useCountryName();
  const lang = useLang();
  const names = useCatalogueNames();
  const name = formatName(talent.firstName, talent.lastName);
  // The profile's catalogue job titles and skills in the reader's language, whatever language it is written in.
  const terms = joinNames([...talent.jobTitles, ...talent.skills], lang);
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs"
      data-testid="talent-card"
    >
      <div className="flex items-start gap-3">
        {talent.profileImgUrl ? (
          <img src={talent.profileImgUrl} alt="" width={48} height={48} className="size-12 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
          >
            {initialsOf(talent.firstName, talent.lastName)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-slate-900">
            <Link to={to(`/company/talent-preview/${talent.userId}`)} className="hover:underline">
              {name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            {talent.jobPositionName ? names.jobTitle(talent.jobPositionName) : t('card.noPosition')}
          </p>
          {terms ? (
            <p className="text-sm font-medium break-words text-brand-800" data-testid="talent-card-terms">
              {terms}
            </p>
          ) : null}
          {talent.country ? <p className="text-sm text-slate-500">{countryName(talent.country)}</p> : null}
        </div>
        <Badge tone={talent.isBookMarked ? 'brand' : 'neutral'} data-testid="bookmark-state">
          {talent.isBookMarked ? t('card.bookmarked') : t('card.notBookmarked')}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-2">
        {talent.jobSeekingStatus ? (
          <Badge tone={JOB_SEEKING_STATUS_TONES[talent.jobSeekingStatus]}>
            {t(`status.${talent.jobSeekingStatus}`)}
          </Badge>
        ) : null}
        <Badge>{t('card.years', { count: talent.totalYears })}</Badge>
      </div>
      {/* Cards carry public, counted passes only. */}
      <AssessmentBadges
        label={t('card.assessments')}
        results={talent.assessmentInfo.assessments.map((a) => ({ ...a, passed: true }))}
      />
      {talent.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('card.tags')} data-testid="card-tags">
          {talent.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-md border border-dashed border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-600"
            >
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      {action ? <div className="mt-auto">{action}</div> : null}
    </article>
  );
}
