import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';
import { useLocalizedPath } from '../../../lib/use-lang';
import { useSignInTwoStep } from '../api/sign-in-two-step';
import { AuthCard } from './auth-card';

/**
 * `/auth/signin/two-step`: after the password (or a sign-in provider), the code from the authenticator app or a
 * recovery code. The challenge waits in an httpOnly cookie; the guard sends the signed-in user on afterwards.
 */
export function TwoStepSigninForm() {
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();
  const signIn = useSignInTwoStep();
  const [isRecovery, setIsRecovery] = useState(false);
  const [missing, setMissing] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setMissing(!code);
    if (code) signIn.mutate(code);
  };
  const error = signIn.error;
  const isExpired = isApiError(error) && error.errorCode === 'TWO_STEP_CHALLENGE_EXPIRED';

  return (
    <AuthCard
      title={t('twoStep.title')}
      subtitle={isRecovery ? t('twoStep.recoverySubtitle') : t('twoStep.subtitle')}
      footer={
        <Link to={to('/auth/signin')} className="text-brand-700 hover:underline">
          {t('twoStep.backToSignin')}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {error ? (
          <Alert>
            <p>{describeError(error)}</p>
            {isExpired ? (
              <Link to={to('/auth/signin')} className="text-sm font-medium text-brand-700 hover:underline">
                {t('twoStep.signinAgain')}
              </Link>
            ) : null}
          </Alert>
        ) : null}
        <FormField
          label={isRecovery ? t('twoStep.recoveryLabel') : t('twoStep.codeLabel')}
          error={missing ? t('twoStep.codeMissing') : undefined}
        >
          {(control) => (
            <Input
              key={isRecovery ? 'recovery' : 'app'}
              name="code"
              autoComplete="one-time-code"
              inputMode={isRecovery ? 'text' : 'numeric'}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={isRecovery ? 11 : 6}
              placeholder={isRecovery ? 'abcde-fghjk' : '123456'}
              autoFocus
              {...control}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" fullWidth isLoading={signIn.isPending}>
          {t('twoStep.submit')}
        </Button>
        <button
          type="button"
          onClick={() => setIsRecovery((value) => !value)}
          className="self-start text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {isRecovery ? t('twoStep.useApp') : t('twoStep.useRecovery')}
        </button>
      </form>
    </AuthCard>
  );
}
