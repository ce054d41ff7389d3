import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons';
import { useLang } from '../../../lib/use-lang';
import { useJobRoleCategories, useSkillCategories } from '../../../shared/catalog/get-catalog';
import { localizeName } from '../../../shared/catalog/localize-name';
import { useCountryName } from '../../../shared/countries/use-country-name';
import { assessmentParam, type TalentFilters } from '../lib/search-params';

export type FilterChip = { key: string; label: string; without: Partial<TalentFilters> };

/** Each active filter in words ("Backend 5+ yrs", "#Kotlin"), with the change that takes it off. */
export function useFilterChips() {
  const { t } = useTranslation('talents');
  const lang = useLang();
  const roles = useJobRoleCategories();
  const skills = useSkillCategories();
  const countryName = useCountryName();
  const name = (list: { id: number; nameEn: string; nameKo: string }[] | undefined, id: number) => {
    const c = list?.find((item) => item.id === id);
    return c ? localizeName(c, lang) : '…';
  };
  return (f: TalentFilters): FilterChip[] => [
    ...(f.keyword
      ? [{ key: 'keyword', label: t('search.chip.keyword', { keyword: f.keyword }), without: { keyword: '' } }]
      : []),
    ...f.jobRoleCategoryIds.map((id) => ({
      key: `role-${id}`,
      label: name(roles.data, id),
      without: { jobRoleCategoryIds: f.jobRoleCategoryIds.filter((r) => r !== id) },
    })),
    ...f.skills.map((s) => ({
      key: `skill-${s.categoryId}`,
      label:
        s.minYears > 0
          ? t('search.chip.skill', { skill: name(skills.data, s.categoryId), years: s.minYears })
          : name(skills.data, s.categoryId),
      without: { skills: f.skills.filter((o) => o.categoryId !== s.categoryId) },
    })),
    ...(f.minTotalYears !== null
      ? [
          {
            key: 'years',
            label: t('search.chip.totalYears', { years: f.minTotalYears }),
            without: { minTotalYears: null },
          },
        ]
      : []),
    ...(f.country ? [{ key: 'country', label: countryName(f.country), without: { country: '' } }] : []),
    ...f.jobSeekingStatus.map((s) => ({
      key: `status-${s}`,
      label: t(`status.${s}`),
      without: { jobSeekingStatus: f.jobSeekingStatus.filter((o) => o !== s) },
    })),
    ...(f.openToOffersOnly
      ? [{ key: 'offers', label: t('search.chip.openToOffers'), without: { openToOffersOnly: false } }]
      : []),
    ...f.assessments.map((a) => ({
      key: `assessment-${assessmentParam(a)}`,
      label: t('search.assessmentOption', { track: t(`tracks.${a.track}`), level: a.level }),
      without: { assessments: f.assessments.filter((o) => assessmentParam(o) !== assessmentParam(a)) },
    })),
    ...(f.tag ? [{ key: 'tag', label: t('search.chip.tag', { tag: f.tag }), without: { tag: '' } }] : []),
  ];
}

/** The active filters as chips; each one's button takes that filter off. */
export function FilterChips({ chips, onRemove }: { chips: FilterChip[]; onRemove: (chip: FilterChip) => void }) {
  const { t } = useTranslation('talents');
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('search.activeFilters')} data-testid="active-filters">
      {chips.map((chip) => (
        <li
          key={chip.key}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800"
        >
          <span className="min-w-0 truncate">{chip.label}</span>
          <button
            type="button"
            onClick={() => onRemove(chip)}
            aria-label={t('search.removeFilter', { label: chip.label })}
            className="shrink-0 rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <CloseIcon width={14} height={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
