import type { Locale } from '@app/contract/schemas/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Select } from '../../../components/ui/select';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, describeError, translateValidation } from '../../../lib/form-errors';
import { nameFieldOrder } from '../../../lib/names';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { useCheckEmail } from '../api/check-email';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from './auth-card';
import { PasswordRules } from './password-rules';
import {
  isWellFormedEmail,
  SIGNUP_FIELDS,
  type SignupFormInput,
  type SignupFormOutput,
  SignupFormSchema,
} from './signup-schema';
import { SocialButtons } from './social-buttons';

type Availability = 'unknown' | 'available' | 'taken';
const policyLink = 'font-semibold text-brand-700 underline underline-offset-2';

/** `/auth/signup/{talent|company}`: one form, the company variant also asks for the company name. */
export function SignupForm({ type }: { type: 'talent' | 'company' }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const isCompany = type === 'company';
  const signUp = useSignUp();
  const checkEmail = useCheckEmail();
  const [availability, setAvailability] = useState<{ email: string; state: Availability }>({
    email: '',
    state: 'unknown',
  });

  const form = useForm<SignupFormInput, unknown, SignupFormOutput>({
    resolver: zodResolver(SignupFormSchema),
    defaultValues: {
      role: isCompany ? 'ORGANIZATION' : 'NORMAL',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordConfirm: '',
      companyName: isCompany ? '' : undefined,
      locale: lang,
      agreements: { marketing: false, talentPool: false },
    },
  });
  const { errors } = form.formState;
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });

  const onEmailBlur = () => {
    const value = form.getValues('email').trim();
    if (!isWellFormedEmail(value) || availability.email === value) return;
    checkEmail.mutate(value, {
      onSuccess: (isAvailable) => setAvailability({ email: value, state: isAvailable ? 'available' : 'taken' }),
      onError: () => setAvailability({ email: value, state: 'unknown' }),
    });
  };
  const emailState = availability.email === email.trim() ? availability.state : 'unknown';

  const onSubmit = form.handleSubmit(({ passwordConfirm: _confirm, ...request }) => {
    signUp.mutate(request, {
      onSuccess: (data) => navigate(to('/auth/signup/completed'), { state: { email: data.email } }),
      // A taken e-mail gets the same answer as a free one (its owner is mailed), so there is no error for it here.
      onError: (error) => {
        if (isApiError(error)) applyServerFieldErrors(error, form.setError, SIGNUP_FIELDS);
      },
    });
  });

  const formError = signUp.error;
  const showFormError = formError && !(isApiError(formError) && formError.fields.length > 0);
  const languageOptions = [
    { value: 'en', label: tc('language.en') },
    { value: 'ko', label: tc('language.ko') },
  ];

  return (
    <AuthCard
      wide
      title={isCompany ? t('signup.companyTitle') : t('signup.talentTitle')}
      subtitle={isCompany ? t('signup.companySubtitle') : t('signup.talentSubtitle')}
      footer={
        <div className="flex flex-col gap-2">
          <Link to={to(`/auth/signup/${isCompany ? 'talent' : 'company'}`)} className="text-brand-700 hover:underline">
            {isCompany ? t('signup.switchToTalent') : t('signup.switchToCompany')}
          </Link>
          <span>
            {t('signup.haveAccountShort')}{' '}
            <Link to={to(`/auth/signin/${type}`)} className="font-semibold text-brand-700 hover:underline">
              {t('signup.signInLink')}
            </Link>
          </span>
        </div>
      }
    >
      <SocialButtons type={type} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {showFormError ? <Alert>{describeError(formError)}</Alert> : null}
        {isCompany ? (
          <FormField label={t('signup.companyName')} error={translateValidation(errors.companyName?.message)}>
            {(control) => <Input autoComplete="organization" {...control} {...form.register('companyName')} />}
          </FormField>
        ) : null}
        {/* Korean writes the family name first: on screen and in the tab order. */}
        <div className="grid gap-5 sm:grid-cols-2">
          {nameFieldOrder(lang).map((name) => (
            <FormField key={name} label={t(`signup.${name}`)} error={translateValidation(errors[name]?.message)}>
              {(control) => (
                <Input
                  autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
                  {...control}
                  {...form.register(name)}
                />
              )}
            </FormField>
          ))}
        </div>
        <FormField
          label={t('signup.email')}
          error={
            translateValidation(errors.email?.message) ?? (emailState === 'taken' ? t('signup.emailTaken') : undefined)
          }
          status={
            checkEmail.isPending
              ? t('signup.emailChecking')
              : emailState === 'available'
                ? t('signup.emailAvailable')
                : undefined
          }
        >
          {(control) => (
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              {...control}
              {...form.register('email', { onBlur: onEmailBlur })}
            />
          )}
        </FormField>
        <FormField
          label={t('signup.password')}
          error={translateValidation(errors.password?.message)}
          hint={<PasswordRules password={password} email={email} />}
        >
          {(control) => <PasswordInput autoComplete="new-password" {...control} {...form.register('password')} />}
        </FormField>
        <FormField label={t('signup.passwordConfirm')} error={translateValidation(errors.passwordConfirm?.message)}>
          {(control) => (
            <PasswordInput autoComplete="new-password" {...control} {...form.register('passwordConfirm')} />
          )}
        </FormField>
        <FormField label={t('signup.language')} error={translateValidation(errors.locale?.message)}>
          {(control) => (
            <Controller
              control={form.control}
              name="locale"
              render={({ field }) => (
                <Select
                  {...control}
                  name={field.name}
                  value={field.value ?? lang}
                  onValueChange={(value) => field.onChange(value as Locale)}
                  options={languageOptions}
                />
              )}
            />
          )}
        </FormField>
        <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-800">{t('signup.agreementsTitle')}</legend>
          <AgreeAllCheckbox form={form} isTalent={!isCompany} />
          <hr className="border-slate-200" />
          <AgreementCheckbox
            form={form}
            name="agreements.terms"
            label={
              <Trans
                t={t}
                i18nKey="signup.agreeTerms"
                components={{ doc: <Link to={to('/policy/terms')} target="_blank" className={policyLink} /> }}
              />
            }
          />
          <AgreementCheckbox
            form={form}
            name="agreements.privacy"
            label={
              <Trans
                t={t}
                i18nKey="signup.agreePrivacy"
                components={{ doc: <Link to={to('/policy/privacy')} target="_blank" className={policyLink} /> }}
              />
            }
          />
          <AgreementCheckbox form={form} name="agreements.marketing" label={t('signup.agreeMarketing')} />
          {!isCompany && (
            <AgreementCheckbox form={form} name="agreements.talentPool" label={t('signup.agreeTalentPool')} />
          )}
        </fieldset>
        <Button type="submit" size="lg" fullWidth isLoading={signUp.isPending}>
          {t('signup.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

type SignupFormApi = ReturnType<typeof useForm<SignupFormInput, unknown, SignupFormOutput>>;
const AGREEMENTS = ['agreements.terms', 'agreements.privacy', 'agreements.marketing', 'agreements.talentPool'] as const;
type AgreementName = (typeof AGREEMENTS)[number];

/** Checks or clears every consent at once; shows a dash while only some are checked. */
function AgreeAllCheckbox({ form, isTalent }: { form: SignupFormApi; isTalent: boolean }) {
  const { t } = useTranslation('auth');
  // The talent pool is asked of talents only.
  const names: readonly AgreementName[] = isTalent
    ? AGREEMENTS
    : AGREEMENTS.filter((name) => name !== 'agreements.talentPool');
  const values = useWatch({ control: form.control, name: AGREEMENTS });
  const checkedCount = values.filter(
    (value, i) => value === true && names.includes(AGREEMENTS[i] as AgreementName),
  ).length;
  return (
    <Checkbox
      name="agreements.all"
      checked={checkedCount === names.length}
      isIndeterminate={checkedCount > 0}
      onCheckedChange={(checked) => {
        // Validated now only after a first submit, as each box is.
        const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
        for (const name of names) form.setValue(name, checked as true, options);
      }}
      label={<span className="font-semibold text-slate-900">{t('signup.agreeAll')}</span>}
    />
  );
}

function AgreementCheckbox({
  form,
  name,
  label,
}: {
  form: SignupFormApi;
  name: AgreementName;
  label: React.ReactNode;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          name={field.name}
          checked={field.value === true}
          onCheckedChange={(checked) => field.onChange(checked)}
          onBlur={field.onBlur}
          label={label}
          error={translateValidation(fieldState.error?.message)}
        />
      )}
    />
  );
}
