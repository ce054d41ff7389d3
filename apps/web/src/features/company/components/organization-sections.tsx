import { INDUSTRIES, industryName } from '@app/contract/rules/industries';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Combobox, type ComboboxOption } from '../../../components/ui/combobox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { translateValidation } from '../../../lib/form-errors';
import { nameFieldOrder } from '../../../lib/names';
import { useLang } from '../../../lib/use-lang';
import { ORGANIZATION_TEXT_FIELDS } from '../../../shared/organization/text-fields';
import { COMPANY_SIZES, type OrganizationFormValues } from '../lib/organization-form';

type Field = keyof OrganizationFormValues;

export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {hint ? <p className="mt-1 text-sm text-slate-500">{hint}</p> : null}
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </Card>
  );
}

/** A one-line text field of the organization form. */
function TextField({
  name,
  type = 'text',
  lockedHint,
  hint,
  wide,
  autoComplete,
}: {
  name: Field;
  type?: string;
  lockedHint?: string | null;
  hint?: string;
  wide?: boolean;
  autoComplete?: string;
}) {
  const { t } = useTranslation('company');
  const { register, formState } = useFormContext<OrganizationFormValues>();
  return (
    <FormField
      label={t(`info.fields.${name}`)}
      error={translateValidation(formState.errors[name]?.message)}
      hint={lockedHint ?? hint}
      className={wide ? 'sm:col-span-2' : undefined}
    >
      {(control) => (
        <Input
          type={type}
          autoComplete={autoComplete}
          disabled={Boolean(lockedHint)}
          {...control}
          {...register(name)}
        />
      )}
    </FormField>
  );
}

/** Name, CEO and country (locked while pending or approved), then address, size, phone and website. */
export function BasicSection({ lockedHint, countries }: { lockedHint: string | null; countries: ComboboxOption[] }) {
  const { t } = useTranslation('company');
  const { control, formState } = useFormContext<OrganizationFormValues>();
  const lang = useLang();
  const sizes = COMPANY_SIZES.map((size) => ({ value: size, label: t(`info.sizes.${size}`) }));
  const industries = INDUSTRIES.map((industry) => ({ value: industry, label: industryName(industry, lang) }));
  return (
    <Section title={t('info.sections.basic')} hint={t('info.sections.basicHint')}>
      <TextField name="companyName" lockedHint={lockedHint} wide autoComplete="organization" />
      <TextField name="ceo" lockedHint={lockedHint} />
      <FormField
        label={t('info.fields.country')}
        error={translateValidation(formState.errors.country?.message)}
        hint={lockedHint ?? undefined}
      >
        {(field) => (
          <Controller
            control={control}
            name="country"
            render={({ field: { value, onChange } }) =>
              lockedHint ? (
                <Input id={field.id} value={countries.find((c) => c.value === value)?.label ?? value} disabled />
              ) : (
                <Combobox
                  id={field.id}
                  aria-describedby={field['aria-describedby']}
                  invalid={field.invalid}
                  value={value}
                  onValueChange={onChange}
                  options={countries}
                  placeholder={t('info.countryPlaceholder')}
                  emptyText={t('info.countryNone')}
                />
              )
            }
          />
        )}
      </FormField>
      <TextField name="location" wide autoComplete="street-address" />
      <FormField
        label={t('info.fields.companySize')}
        error={translateValidation(formState.errors.companySize?.message)}
      >
        {(field) => (
          <Controller
            control={control}
            name="companySize"
            render={({ field: { value, onChange } }) => (
              <Select
                id={field.id}
                aria-describedby={field['aria-describedby']}
                invalid={field.invalid}
                value={value ?? ''}
                onValueChange={(next) => onChange(next || null)}
                options={sizes}
                placeholder={t('info.sizePlaceholder')}
              />
            )}
          />
        )}
      </FormField>
      <FormField label={t('info.fields.industry')} error={translateValidation(formState.errors.industry?.message)}>
        {(field) => (
          <Controller
            control={control}
            name="industry"
            render={({ field: { value, onChange } }) => (
              <Select
                id={field.id}
                aria-describedby={field['aria-describedby']}
                invalid={field.invalid}
                value={value ?? ''}
                onValueChange={(next) => onChange(next || null)}
                options={industries}
                placeholder={t('info.industryPlaceholder')}
              />
            )}
          />
        )}
      </FormField>
      <TextField name="phone" type="tel" hint={t('info.hints.phone')} autoComplete="tel" />
      <TextField name="website" type="url" hint={t('info.hints.website')} wide autoComplete="url" />
    </Section>
  );
}

/** The long texts of the public company page. */
export function AboutSection() {
  const { t } = useTranslation('company');
  const { register, formState } = useFormContext<OrganizationFormValues>();
  return (
    <Section title={t('info.sections.about')} hint={t('info.sections.aboutHint')}>
      {ORGANIZATION_TEXT_FIELDS.map((name) => (
        <FormField
          key={name}
          label={t(`info.fields.${name}`)}
          error={translateValidation(formState.errors[name]?.message)}
          className="sm:col-span-2"
        >
          {(control) => <Textarea rows={name === 'about' ? 6 : 4} {...control} {...register(name)} />}
        </FormField>
      ))}
    </Section>
  );
}

export function ContactSection() {
  const { t } = useTranslation('company');
  const lang = useLang();
  return (
    <Section title={t('info.sections.contact')} hint={t('info.sections.contactHint')}>
      {/* Family name first on Korean pages, on screen and in the tab order. */}
      {nameFieldOrder(lang).map((name) => (
        <TextField key={name} name={name} autoComplete={name === 'firstName' ? 'given-name' : 'family-name'} />
      ))}
      <TextField name="position" wide autoComplete="organization-title" />
    </Section>
  );
}
