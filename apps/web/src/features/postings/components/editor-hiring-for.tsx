import { EXPERIENCE_YEARS_MAX, POSTING_JOB_TITLES_MAX, POSTING_SKILLS_MAX } from '@app/contract/limits';
import type { ExperienceLevel } from '@app/contract/schemas/posting';
import { useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { type ComboboxOption, MultiCombobox } from '../../../components/ui/combobox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useLang } from '../../../lib/use-lang';
import { bilingualOptions } from '../../../shared/catalog/bilingual-options';
import { useJobTitles, useSkillList } from '../../../shared/catalog/get-catalog';
import type { PostingFormValues } from '../lib/posting-form';
import { Section, useFieldError } from './editor-fields';

const EXPERIENCE_LEVELS = ['ANY', 'NEW', 'EXPERIENCED'] as const satisfies readonly ExperienceLevel[];

/** A search-as-you-type picker of catalogue entries (either language finds them), shown as chips. */
function CataloguePicker({
  name,
  options,
  max,
}: {
  name: 'jobTitleIds' | 'skillIds';
  options: readonly ComboboxOption[];
  max: number;
}) {
  const { t } = useTranslation('postings');
  const { control } = useFormContext<PostingFormValues>();
  const errorOf = useFieldError();
  return (
    <FormField label={t(`editor.fields.${name}`)} error={errorOf(name)} hint={t('editor.pickerHint')} isOptional>
      {({ id, ...rest }) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <MultiCombobox
              id={id}
              aria-describedby={rest['aria-describedby']}
              values={field.value.map(String)}
              onValuesChange={(values) => field.onChange(values.map(Number))}
              options={options}
              placeholder={t('editor.pickerPlaceholder')}
              emptyText={t('editor.noMatch')}
              removeLabel={(label) => t('editor.remove', { label })}
              max={max}
            />
          )}
        />
      )}
    </FormField>
  );
}

/** Job titles and skills from the catalogue, and the experience asked for (신입, 경력 with years, or any). */
export function HiringForSection() {
  const { t } = useTranslation('postings');
  const lang = useLang();
  const { control, register } = useFormContext<PostingFormValues>();
  const errorOf = useFieldError();
  const titles = useJobTitles();
  const skills = useSkillList();
  const titleOptions = useMemo(() => bilingualOptions(titles.data ?? [], lang), [titles.data, lang]);
  const skillOptions = useMemo(() => bilingualOptions(skills.data ?? [], lang), [skills.data, lang]);
  const level = useWatch({ control, name: 'experienceLevel' });
  return (
    <Section title={t('editor.sections.hiringFor')}>
      {titles.isError || skills.isError ? (
        <div className="sm:col-span-2">
          <Alert>{t('editor.catalogError')}</Alert>
        </div>
      ) : null}
      <CataloguePicker name="jobTitleIds" options={titleOptions} max={POSTING_JOB_TITLES_MAX} />
      <CataloguePicker name="skillIds" options={skillOptions} max={POSTING_SKILLS_MAX} />
      <FormField label={t('editor.fields.experienceLevel')} error={errorOf('experienceLevel')}>
        {({ invalid, id, ...rest }) => (
          <Controller
            control={control}
            name="experienceLevel"
            render={({ field }) => (
              <Select
                id={id}
                {...rest}
                invalid={invalid}
                value={field.value}
                onValueChange={field.onChange}
                options={EXPERIENCE_LEVELS.map((v) => ({ value: v, label: t(`experienceOptions.${v}`) }))}
              />
            )}
          />
        )}
      </FormField>
      {level === 'EXPERIENCED' ? (
        <div className="grid grid-cols-2 gap-x-3 gap-y-1.5">
          {(['experienceMinYears', 'experienceMaxYears'] as const).map((name) => (
            <FormField key={name} label={t(`editor.fields.${name}`)} error={errorOf(name)}>
              {({ invalid, ...control_ }) => (
                <Input
                  type="number"
                  min={0}
                  max={EXPERIENCE_YEARS_MAX}
                  inputMode="numeric"
                  invalid={invalid}
                  {...control_}
                  {...register(name)}
                />
              )}
            </FormField>
          ))}
          <p className="col-span-2 text-xs text-slate-500">{t('editor.yearsHint')}</p>
        </div>
      ) : null}
    </Section>
  );
}
