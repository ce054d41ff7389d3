import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Combobox, MultiCombobox } from '../../../components/ui/combobox';
import { FilterGroup } from '../../../components/ui/filter-group';
import { CloseIcon } from '../../../components/ui/icons';
import { useLang } from '../../../lib/use-lang';
import { LEVEL_VALUES, TRACK_VALUES } from '../../../shared/catalog/assessment-tracks';
import { useJobRoleCategories, useSkillCategories } from '../../../shared/catalog/get-catalog';
import { localizeName } from '../../../shared/catalog/localize-name';
import { toCountryOptions } from '../../../shared/countries/country-options';
import { useCountries } from '../../../shared/countries/get-countries';
import { useOrganizationTags } from '../api/talent-notes-api';
import {
  assessmentParam,
  changeTalentFilters,
  POSTING_ASSESSMENTS_MAX,
  POSTING_CATEGORIES_MAX,
  SEEKING_STATUS_VALUES,
  type SkillYears,
  TALENT_SKILL_FILTERS_MAX,
  type TalentFilters,
  type TrackLevel,
} from '../lib/search-params';
import { YearsInput } from './years-input';

type Props = { filters: TalentFilters; onChange: (next: TalentFilters) => void };

/** Talent filters hold long skill rows, so their groups may shrink below their content. */
function Group(props: { legend: string; hint?: string; children: ReactNode }) {
  return <FilterGroup className="min-w-0" {...props} />;
}

/** The talent filters; every change goes straight into the URL (and back to page 1). */
export function TalentSearchFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('talents');
  const lang = useLang();
  const countries = useCountries();
  const jobRoles = useJobRoleCategories();
  const tags = useOrganizationTags();
  const set = (change: Partial<TalentFilters>) => onChange(changeTalentFilters(filters, change));
  const countryList = useMemo(
    () => [{ value: '', label: t('search.anyCountry') }, ...toCountryOptions(countries.data ?? [], lang)],
    [countries.data, lang, t],
  );
  const roleOptions = (jobRoles.data ?? []).map((c) => ({ value: String(c.id), label: localizeName(c, lang) }));
  const assessmentOptions = TRACK_VALUES.flatMap((track) =>
    LEVEL_VALUES.map((level) => ({
      value: assessmentParam({ track, level }),
      label: t('search.assessmentOption', { track: t(`tracks.${track}`), level }),
    })),
  );
  const tagList = tags.data ?? [];
  const tagOptions = [
    { value: '', label: t('search.anyTag') },
    ...tagList.map((row) => ({ value: row.tag, label: row.tag, hint: String(row.talentCount) })),
    // A tag from a link or a saved search that no talent carries any more still shows as chosen.
    ...(filters.tag && !tagList.some((row) => row.tag === filters.tag)
      ? [{ value: filters.tag, label: filters.tag }]
      : []),
  ];
  const ids = useId();

  return (
    <div className="flex flex-col gap-6">
      <Group legend={t('search.jobRoles')}>
        <label htmlFor={`${ids}-roles`} className="sr-only">
          {t('search.jobRoles')}
        </label>
        <MultiCombobox
          id={`${ids}-roles`}
          values={filters.jobRoleCategoryIds.map(String)}
          onValuesChange={(values) => set({ jobRoleCategoryIds: values.map(Number) })}
          options={roleOptions}
          placeholder={t('search.choose')}
          emptyText={t('search.noMatch')}
          removeLabel={(label) => t('search.remove', { label })}
          max={POSTING_CATEGORIES_MAX}
        />
      </Group>
      <SkillRows skills={filters.skills} onChange={(skills) => set({ skills })} />
      <Group legend={t('search.totalYears')}>
        <div className="flex items-center gap-2">
          <label htmlFor={`${ids}-total`} className="sr-only">
            {t('search.minTotalYears')}
          </label>
          <YearsInput
            id={`${ids}-total`}
            value={filters.minTotalYears}
            onCommit={(minTotalYears) => set({ minTotalYears })}
          />
          <span className="text-sm text-slate-600">{t('search.yearsOrMore')}</span>
        </div>
      </Group>
      <Group legend={t('search.country')}>
        <label htmlFor={`${ids}-country`} className="sr-only">
          {t('search.country')}
        </label>
        <Combobox
          id={`${ids}-country`}
          value={filters.country}
          onValueChange={(country) => set({ country })}
          options={countryList}
          emptyText={t('search.noMatch')}
          aria-describedby={undefined}
          name="country"
        />
      </Group>
      <Group legend={t('search.status')}>
        {SEEKING_STATUS_VALUES.map((status) => (
          <Checkbox
            key={status}
            label={t(`status.${status}`)}
            checked={filters.jobSeekingStatus.includes(status)}
            onCheckedChange={(on) =>
              set({
                jobSeekingStatus: on
                  ? [...filters.jobSeekingStatus, status]
                  : filters.jobSeekingStatus.filter((s) => s !== status),
              })
            }
          />
        ))}
      </Group>
      <Group legend={t('search.offers')}>
        <Checkbox
          label={t('search.openToOffersOnly')}
          checked={filters.openToOffersOnly}
          onCheckedChange={(openToOffersOnly) => set({ openToOffersOnly })}
        />
      </Group>
      <Group legend={t('search.assessments')} hint={t('search.assessmentHint')}>
        <label htmlFor={`${ids}-assessments`} className="sr-only">
          {t('search.assessments')}
        </label>
        <MultiCombobox
          id={`${ids}-assessments`}
          values={filters.assessments.map(assessmentParam)}
          onValuesChange={(values) =>
            set({
              assessments: values.map((v): TrackLevel => {
                const [track, level] = v.split(':');
                return { track: track as TrackLevel['track'], level: Number(level) };
              }),
            })
          }
          options={assessmentOptions}
          placeholder={t('search.choose')}
          emptyText={t('search.noMatch')}
          removeLabel={(label) => t('search.remove', { label })}
          max={POSTING_ASSESSMENTS_MAX}
        />
      </Group>
      <Group legend={t('search.tag')} hint={t('search.tagHint')}>
        <label htmlFor={`${ids}-tag`} className="sr-only">
          {t('search.tag')}
        </label>
        <Combobox
          id={`${ids}-tag`}
          value={filters.tag}
          onValueChange={(tag) => set({ tag })}
          options={tagOptions}
          emptyText={t('search.noMatch')}
          name="tag"
        />
      </Group>
    </div>
  );
}

/** Skills, each with a minimum of years: a row per skill category, and a combobox that adds one. */
function SkillRows({ skills, onChange }: { skills: SkillYears[]; onChange: (skills: SkillYears[]) => void }) {
  const { t } = useTranslation('talents');
  const lang = useLang();
  const catalog = useSkillCategories();
  const ids = useId();
  const options = (catalog.data ?? []).map((c) => ({
    value: String(c.id),
    label: localizeName(c, lang),
  }));
  const labelOf = (categoryId: number) => options.find((o) => o.value === String(categoryId))?.label ?? '';
  const free = (keep?: number) =>
    options.filter((o) => Number(o.value) === keep || !skills.some((s) => s.categoryId === Number(o.value)));
  const replace = (index: number, next: SkillYears) => onChange(skills.map((s, i) => (i === index ? next : s)));
  const isFull = skills.length >= TALENT_SKILL_FILTERS_MAX;

  return (
    <Group legend={t('search.skills')}>
      {skills.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {skills.map((skill, index) => {
            const label = labelOf(skill.categoryId);
            return (
              <li
                key={skill.categoryId}
                className="flex flex-col gap-2 rounded-xl bg-slate-50 p-2"
                data-testid="skill-row"
              >
                <div className="flex items-center gap-1">
                  <div className="min-w-0 flex-1">
                    <label htmlFor={`${ids}-skill-${index}`} className="sr-only">
                      {t('search.skillLabel', { index: index + 1 })}
                    </label>
                    <Combobox
                      id={`${ids}-skill-${index}`}
                      value={String(skill.categoryId)}
                      onValueChange={(value) => replace(index, { ...skill, categoryId: Number(value) })}
                      options={free(skill.categoryId)}
                      emptyText={t('search.noMatch')}
                    />
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="shrink-0 px-2!"
                    aria-label={t('search.removeSkill', { skill: label })}
                    onClick={() => onChange(skills.filter((_, i) => i !== index))}
                  >
                    <CloseIcon width={16} height={16} />
                  </Button>
                </div>
                <div className="flex items-center gap-2">
                  <label htmlFor={`${ids}-years-${index}`} className="text-sm text-slate-600">
                    <span aria-hidden="true">{t('search.minYears')}</span>
                    <span className="sr-only">{t('search.minYearsOf', { skill: label })}</span>
                  </label>
                  <YearsInput
                    id={`${ids}-years-${index}`}
                    value={skill.minYears}
                    onCommit={(years) => replace(index, { ...skill, minYears: years ?? 0 })}
                  />
                  <span className="text-sm text-slate-600">{t('search.yearsOrMore')}</span>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {isFull ? (
        <p className="text-xs text-slate-500">{t('search.skillsFull', { max: TALENT_SKILL_FILTERS_MAX })}</p>
      ) : (
        <div>
          <label htmlFor={`${ids}-add-skill`} className="sr-only">
            {t('search.addSkillLabel')}
          </label>
          <Combobox
            id={`${ids}-add-skill`}
            value=""
            onValueChange={(value) => {
              if (value) onChange([...skills, { categoryId: Number(value), minYears: 0 }]);
            }}
            options={free()}
            placeholder={t('search.addSkill')}
            emptyText={t('search.noMatch')}
          />
        </div>
      )}
    </Group>
  );
}
