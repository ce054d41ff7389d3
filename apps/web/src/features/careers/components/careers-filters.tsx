import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Combobox, MultiCombobox } from '../../../components/ui/combobox';
import { FilterGroup } from '../../../components/ui/filter-group';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useLang } from '../../../lib/use-lang';
import { useJobRoleCategories, useSkillCategories } from '../../../shared/catalog/get-catalog';
import { localizeName } from '../../../shared/catalog/localize-name';
import { toCountryOptions } from '../../../shared/countries/country-options';
import { useCountries } from '../../../shared/countries/get-countries';
import { parseAmount } from '../../../shared/format/numbers';
import { CURRENCY_VALUES, EMPLOYMENT_TYPE_VALUES, WORK_MODE_VALUES } from '../../../shared/postings/posting-values';
import { changeFilters, EXPERIENCE_FILTERS, type ExperienceFilter, type JobFilters } from '../lib/search-params';
import { ExperienceYearsForm } from './experience-years-form';

type Props = { filters: JobFilters; onChange: (next: JobFilters) => void };

const toggle = <T,>(list: readonly T[], value: T, on: boolean) =>
  on ? [...list, value] : list.filter((v) => v !== value);

/** The careers filters; every change goes straight into the URL (the salary range on "Apply"). */
export function CareersFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('careers');
  const { t: tp } = useTranslation('postings');
  const lang = useLang();
  const countries = useCountries();
  const jobRoles = useJobRoleCategories();
  const skills = useSkillCategories();
  const set = (change: Partial<JobFilters>) => onChange(changeFilters(filters, change));
  const countryList = useMemo(
    () => [{ value: '', label: t('search.anyCountry') }, ...toCountryOptions(countries.data ?? [], lang)],
    [countries.data, lang, t],
  );
  const roleOptions = (jobRoles.data ?? []).map((c) => ({ value: String(c.id), label: localizeName(c, lang) }));
  const skillOptions = (skills.data ?? []).map((c) => ({ value: String(c.id), label: localizeName(c, lang) }));

  const applySalary = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const amount = (key: string) => {
      const n = parseAmount(String(data.get(key) ?? ''));
      return n === null || Number.isNaN(n) ? null : n;
    };
    set({ salaryMin: amount('salaryMin'), salaryMax: amount('salaryMax') });
  };

  return (
    <div className="flex flex-col gap-6">
      <FilterGroup legend={t('search.country')}>
        <Combobox
          value={filters.country}
          onValueChange={(country) => set({ country })}
          options={countryList}
          emptyText={t('search.noMatch')}
          aria-describedby={undefined}
          name="country"
        />
      </FilterGroup>
      <FilterGroup legend={t('search.employmentType')}>
        {EMPLOYMENT_TYPE_VALUES.map((type) => (
          <Checkbox
            key={type}
            label={tp(`employmentTypes.${type}`)}
            checked={filters.employmentTypes.includes(type)}
            onCheckedChange={(on) => set({ employmentTypes: toggle(filters.employmentTypes, type, on) })}
          />
        ))}
      </FilterGroup>
      <FilterGroup legend={t('search.workMode')}>
        {WORK_MODE_VALUES.map((mode) => (
          <Checkbox
            key={mode}
            label={tp(`workModes.${mode}`)}
            checked={filters.workModes.includes(mode)}
            onCheckedChange={(on) => set({ workModes: toggle(filters.workModes, mode, on) })}
          />
        ))}
      </FilterGroup>
      <FilterGroup legend={t('search.salary')}>
        <Select
          value={filters.currencyCode}
          onValueChange={(value) => set({ currencyCode: value as JobFilters['currencyCode'] })}
          options={CURRENCY_VALUES.map((c) => ({ value: c, label: tp(`currencies.${c}`) }))}
          name="currencyCode"
          aria-label={tp('editor.fields.currencyCode')}
        />
        {/* Re-mounted when the URL changes, so back and forward show the range of that entry. */}
        <form key={`${filters.salaryMin}-${filters.salaryMax}`} onSubmit={applySalary} className="flex flex-col gap-2">
          <div className="grid grid-cols-2 gap-2">
            <Input
              name="salaryMin"
              inputMode="numeric"
              aria-label={t('search.min')}
              placeholder={t('search.min')}
              defaultValue={filters.salaryMin ?? ''}
            />
            <Input
              name="salaryMax"
              inputMode="numeric"
              aria-label={t('search.max')}
              placeholder={t('search.max')}
              defaultValue={filters.salaryMax ?? ''}
            />
          </div>
          <Button type="submit" variant="secondary" size="sm">
            {t('search.applySalary')}
          </Button>
        </form>
      </FilterGroup>
      <FilterGroup legend={t('search.experience')}>
        <Select
          value={filters.experienceLevel ?? 'ANY'}
          onValueChange={(value) =>
            set({
              experienceLevel: value === 'ANY' ? null : (value as ExperienceFilter),
              experienceYears: value === 'EXPERIENCED' ? filters.experienceYears : null,
            })
          }
          options={(['ANY', ...EXPERIENCE_FILTERS] as const).map((v) => ({
            value: v,
            label: t(`search.experienceOptions.${v}`),
          }))}
          name="experienceLevel"
          aria-label={t('search.experience')}
        />
        {filters.experienceLevel === 'EXPERIENCED' ? (
          <ExperienceYearsForm
            years={filters.experienceYears}
            onApply={(experienceYears) => set({ experienceYears })}
          />
        ) : null}
      </FilterGroup>
      <FilterGroup legend={t('search.jobRoles')}>
        <MultiCombobox
          values={filters.jobRoleCategoryIds.map(String)}
          onValuesChange={(values) => set({ jobRoleCategoryIds: values.map(Number) })}
          options={roleOptions}
          placeholder={t('search.choose')}
          emptyText={t('search.noMatch')}
          removeLabel={(label) => t('search.remove', { label })}
        />
      </FilterGroup>
      <FilterGroup legend={t('search.skills')}>
        <MultiCombobox
          values={filters.skillCategoryIds.map(String)}
          onValuesChange={(values) => set({ skillCategoryIds: values.map(Number) })}
          options={skillOptions}
          placeholder={t('search.choose')}
          emptyText={t('search.noMatch')}
          removeLabel={(label) => t('search.remove', { label })}
        />
      </FilterGroup>
      <Checkbox
        label={t('search.onlyVerified')}
        checked={filters.onlyVerified}
        onCheckedChange={(onlyVerified) => set({ onlyVerified })}
      />
    </div>
  );
}
