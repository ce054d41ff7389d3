import { PROFILE_CITY_MAX, PROFILE_INTRODUCTION_MAX } from '@app/contract/limits';
import { JOB_SEEKING_STATUSES } from '@app/contract/schemas/profile';
import { useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';
import { Combobox } from '../../../components/ui/combobox';
import { FormField } from '../../../components/ui/form-field';
import { useLang } from '../../../lib/use-lang';
import { toCountryOptions } from '../../../shared/countries/country-options';
import { useCountries } from '../../../shared/countries/get-countries';
import { PhotoUpload } from '../../../shared/uploads/photo-upload';
import type { ProfileFormValues } from '../lib/profile-form';
import { SelectField, TextareaField, TextField, useFieldError } from './fields';
import { SectionCard } from './section-card';

/** Status, country and city, introduction, job offers and photo. */
export function BasicsSection({ initials }: { initials: string }) {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const { control } = useFormContext<ProfileFormValues>();
  const countries = useCountries();
  const countryError = useFieldError('profile.country');
  const options = useMemo(() => toCountryOptions(countries.data ?? [], lang), [countries.data, lang]);
  const statusOptions = JOB_SEEKING_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));

  return (
    <SectionCard id="section-basics" title={t('basics.title')} description={t('basics.description')}>
      <Controller
        control={control}
        name="profile.profileImgUrl"
        render={({ field }) => (
          <PhotoUpload label={t('photo.label')} value={field.value} onChange={field.onChange} fallback={initials} />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="profile.jobSeekingStatus"
          label={t('basics.jobSeekingStatus')}
          options={statusOptions}
          placeholder={t('basics.choose')}
          isOptional
          className="sm:col-span-2"
        />
        <FormField
          label={t('basics.country')}
          error={countryError}
          isOptional
          hint={countries.isError ? t('basics.countriesFailed') : undefined}
        >
          {(fieldControl) => (
            <Controller
              control={control}
              name="profile.country"
              render={({ field }) => (
                <Combobox
                  id={fieldControl.id}
                  aria-describedby={fieldControl['aria-describedby']}
                  invalid={fieldControl.invalid}
                  value={field.value}
                  onValueChange={field.onChange}
                  options={options}
                  placeholder={countries.isPending ? t('basics.countriesLoading') : t('basics.countrySearch')}
                  emptyText={t('basics.noCountry')}
                />
              )}
            />
          )}
        </FormField>
        <TextField
          name="profile.city"
          label={t('basics.city')}
          isOptional
          maxLength={PROFILE_CITY_MAX}
          autoComplete="address-level2"
        />
        <TextareaField
          name="profile.introduction"
          label={t('basics.introduction')}
          hint={t('basics.introductionHint', { max: PROFILE_INTRODUCTION_MAX })}
          isOptional
          maxLength={PROFILE_INTRODUCTION_MAX}
          className="sm:col-span-2"
        />
      </div>
      <Controller
        control={control}
        name="profile.isJobOffersAcceptable"
        render={({ field }) => (
          <div className="flex flex-col gap-1">
            <Checkbox
              name={field.name}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              label={t('basics.offers')}
            />
            <p className="pl-8 text-xs text-slate-500">{t('basics.offersHint')}</p>
          </div>
        )}
      />
    </SectionCard>
  );
}
