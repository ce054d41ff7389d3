import { POLICY_VERSIONS } from '@app/contract/rules/consents';
import type { CurrentUser } from '@app/contract/schemas/user';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { describeError, translateValidation } from '../../../lib/form-errors';
import { useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUpdateConsents } from '../api/consents';

const policyLink = 'font-semibold text-brand-700 underline underline-offset-2';

/**
 * `/consents`: shown after sign-in, before anything else, when a required policy changed since the user agreed.
 * Each changed policy is agreed to separately; `onDone` continues to where the user was going.
 */
export function ConsentPage({
  user,
  onDone,
  signOut,
  settingsPath,
}: {
  user: CurrentUser;
  onDone: () => void;
  signOut: ReactNode;
  settingsPath: string;
}) {
  const { t } = useTranslation('settings');
  const to = useLocalizedPath();
  const update = useUpdateConsents();
  const pending = user.pendingConsents.filter((kind) => kind === 'TERMS' || kind === 'PRIVACY');
  const [agreed, setAgreed] = useState<Record<string, boolean>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  usePageTitle(t('reconsent.title'));

  const submit = () => {
    setIsSubmitted(true);
    if (!pending.every((kind) => agreed[kind])) return;
    update.mutate(
      {
        ...(pending.includes('TERMS') ? { terms: true } : {}),
        ...(pending.includes('PRIVACY') ? { privacy: true } : {}),
      },
      { onSuccess: onDone },
    );
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10 sm:px-6">
      <Card className="flex flex-col gap-5 p-5 sm:p-8">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-slate-900">{t('reconsent.title')}</h1>
          <p className="text-sm text-slate-600">{t('reconsent.body')}</p>
        </div>
        {update.isError ? <Alert>{describeError(update.error)}</Alert> : null}
        <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-800">{t('reconsent.legend')}</legend>
          {pending.map((kind) => {
            const path = kind === 'TERMS' ? '/policy/terms' : '/policy/privacy';
            return (
              <Checkbox
                key={kind}
                name={`reconsent-${kind}`}
                checked={agreed[kind] === true}
                onCheckedChange={(checked) => setAgreed({ ...agreed, [kind]: checked })}
                error={isSubmitted && !agreed[kind] ? translateValidation('validation.mustAccept') : undefined}
                label={
                  <Trans
                    t={t}
                    i18nKey={kind === 'TERMS' ? 'reconsent.agreeTerms' : 'reconsent.agreePrivacy'}
                    values={{ version: POLICY_VERSIONS[kind] }}
                    components={{ doc: <Link to={to(path)} target="_blank" className={policyLink} /> }}
                  />
                }
              />
            );
          })}
        </fieldset>
        <Button size="lg" fullWidth onClick={submit} isLoading={update.isPending}>
          {t('reconsent.submit')}
        </Button>
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 text-sm text-slate-600">
          <p>{t('reconsent.refuse')}</p>
          <div className="flex flex-wrap items-center gap-3">
            <Link to={settingsPath} className="font-semibold text-brand-700 underline underline-offset-2">
              {t('reconsent.settings')}
            </Link>
            {signOut}
          </div>
        </div>
      </Card>
    </div>
  );
}
