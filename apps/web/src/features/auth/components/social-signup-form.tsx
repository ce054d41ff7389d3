import type { OAuthSignupInfo, OAuthSignupRequest } from '@app/contract/schemas/oauth';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { describeError, translateValidation } from '../../../lib/form-errors';
import { nameFieldOrder } from '../../../lib/names';
import { dashboardPath } from '../../../lib/paths';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompleteOAuthSignup, useOAuthSignupInfo } from '../api/oauth';
import { AuthCard } from './auth-card';

const NAMES = { google: 'Google', kakao: 'Kakao', naver: 'NAVER' } as const;
const policyLink = 'font-semibold text-brand-700 underline underline-offset-2';
type Errors = Partial<Record<string, string>>;

/** `/auth/social/complete`: a new person from a provider agrees to the terms (and gives an e-mail if needed). */
export function SocialSignupView() {
  const { t } = useTranslation('auth');
  const info = useOAuthSignupInfo();
  usePageTitle(t('social.completeTitle'));
  if (info.isPending) return <PageSpinner label={t('social.completeTitle')} />;
  if (info.isError) {
    return (
      <AuthCard title={t('social.completeTitle')}>
        <Alert>{describeError(info.error)}</Alert>
      </AuthCard>
    );
  }
  return <SocialSignupForm info={info.data} />;
}

function SocialSignupForm({ info }: { info: OAuthSignupInfo }) {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const complete = useCompleteOAuthSignup();
  const [names, setNames] = useState({ firstName: info.firstName, lastName: info.lastName });
  const [agreed, setAgreed] = useState({ terms: false, privacy: false, marketing: false, talentPool: false });
  const [errors, setErrors] = useState<Errors>({});
  const isCompany = info.role === 'ORGANIZATION';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const companyName = String(data.get('companyName') ?? '').trim();
    // Every problem at once; the server checks the same again.
    const found: Errors = {};
    if (!info.email && !email) found.email = 'validation.required';
    if (isCompany && !companyName) found.companyName = 'validation.required';
    if (!names.firstName.trim()) found.firstName = 'validation.required';
    if (!names.lastName.trim()) found.lastName = 'validation.required';
    if (!agreed.terms) found['agreements.terms'] = 'validation.mustAccept';
    if (!agreed.privacy) found['agreements.privacy'] = 'validation.mustAccept';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: OAuthSignupRequest = {
      ...(info.email ? {} : { email }),
      ...(isCompany ? { companyName } : {}),
      firstName: names.firstName.trim(),
      lastName: names.lastName.trim(),
      locale: lang,
      agreements: {
        terms: true,
        privacy: true,
        marketing: agreed.marketing,
        talentPool: !isCompany && agreed.talentPool,
      },
    };
    complete.mutate(body, {
      onSuccess: (result) => {
        if (!result.isSignedIn) void navigate(to('/auth/signup/completed'), { state: { email: result.email } });
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        setErrors(Object.fromEntries(error.fields.map((f) => [f.path, f.key])));
      },
    });
  };

  if (complete.data?.isSignedIn) return <Navigate replace to={dashboardPath(info.role, lang)} />;
  // The talent pool is asked of talents only.
  const asked = isCompany ? [agreed.terms, agreed.privacy, agreed.marketing] : Object.values(agreed);
  const allAgreed = asked.every(Boolean);
  const someAgreed = asked.some(Boolean);
  return (
    <AuthCard
      wide
      title={t('social.completeTitle')}
      subtitle={t('social.completeSubtitle', { provider: NAMES[info.provider] })}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {complete.isError && !(isApiError(complete.error) && complete.error.fields.length) ? (
          <Alert>{describeError(complete.error)}</Alert>
        ) : null}
        {info.email ? (
          <p className="text-sm text-slate-600">{t('social.emailFromProvider', { email: info.email })}</p>
        ) : (
          <FormField label={t('signup.email')} hint={t('social.emailHint')} error={translateValidation(errors.email)}>
            {(control) => <Input name="email" type="email" autoComplete="email" inputMode="email" {...control} />}
          </FormField>
        )}
        {isCompany ? (
          <FormField label={t('signup.companyName')} error={translateValidation(errors.companyName)}>
            {(control) => <Input name="companyName" autoComplete="organization" {...control} />}
          </FormField>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          {nameFieldOrder(lang).map((name) => (
            <FormField key={name} label={t(`signup.${name}`)} error={translateValidation(errors[name])}>
              {(control) => (
                <Input
                  name={name}
                  autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
                  value={names[name]}
                  onChange={(event) => setNames({ ...names, [name]: event.target.value })}
                  {...control}
                />
              )}
            </FormField>
          ))}
        </div>
        <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-800">{t('signup.agreementsTitle')}</legend>
          <Checkbox
            checked={allAgreed}
            isIndeterminate={someAgreed}
            onCheckedChange={(checked) =>
              setAgreed({ terms: checked, privacy: checked, marketing: checked, talentPool: checked && !isCompany })
            }
            label={<span className="font-semibold text-slate-900">{t('signup.agreeAll')}</span>}
          />
          <hr className="border-slate-200" />
          <Checkbox
            checked={agreed.terms}
            onCheckedChange={(terms) => setAgreed({ ...agreed, terms })}
            error={translateValidation(errors['agreements.terms'])}
            label={
              <Trans
                t={t}
                i18nKey="signup.agreeTerms"
                components={{ doc: <Link to={to('/policy/terms')} target="_blank" className={policyLink} /> }}
              />
            }
          />
          <Checkbox
            checked={agreed.privacy}
            onCheckedChange={(privacy) => setAgreed({ ...agreed, privacy })}
            error={translateValidation(errors['agreements.privacy'])}
            label={
              <Trans
                t={t}
                i18nKey="signup.agreePrivacy"
                components={{ doc: <Link to={to('/policy/privacy')} target="_blank" className={policyLink} /> }}
              />
            }
          />
          <Checkbox
            checked={agreed.marketing}
            onCheckedChange={(marketing) => setAgreed({ ...agreed, marketing })}
            label={t('signup.agreeMarketing')}
          />
          {!isCompany && (
            <Checkbox
              checked={agreed.talentPool}
              onCheckedChange={(talentPool) => setAgreed({ ...agreed, talentPool })}
              label={t('signup.agreeTalentPool')}
            />
          )}
        </fieldset>
        <Button type="submit" size="lg" fullWidth isLoading={complete.isPending}>
          {t('social.completeSubmit')}
        </Button>
      </form>
    </AuthCard>
  );
}
