import type { InvitationPreview } from '@app/contract/schemas/team';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { Spinner } from '../../../components/ui/spinner';
import { describeError } from '../../../lib/form-errors';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { useInvitationPreview, useJoinTeam } from '../api/accept-invitation';

/**
 * `/team/invitation?token=…`, the link of an invitation mail: shows the company and role, then lets a signed-in
 * company account accept, or a new person sign up as a member (the e-mail is the invitation's).
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation('company');
  usePageTitle(t('team.accept.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useInvitationPreview(token);
  const { data: user } = useCurrentUser();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { accept, signUp } = useJoinTeam();
  const done = () => navigate(to('/company/mypage/dashboard'));

  let content: ReactNode;
  if (!token) content = <Alert>{t('team.accept.noToken')}</Alert>;
  else if (preview.isPending)
    content = (
      <p className="flex items-center gap-3 text-slate-600">
        <Spinner className="text-brand-600" />
        {t('team.accept.checking')}
      </p>
    );
  else if (preview.isError) content = <Alert>{describeError(preview.error)}</Alert>;
  else {
    const p = preview.data;
    content = (
      <>
        <p className="text-slate-800">
          {t('team.accept.offer', { company: p.companyName, role: t(`team.roles.${p.memberRole}`) })}
        </p>
        <p className="text-sm text-slate-600">{t('team.accept.for', { email: p.email })}</p>
        {user ? (
          <>
            <Button onClick={() => accept.mutate(token, { onSuccess: done })} isLoading={accept.isPending}>
              {t('team.accept.join')}
            </Button>
            {accept.isError ? <Alert>{describeError(accept.error)}</Alert> : null}
          </>
        ) : p.hasAccount ? (
          <Link
            to={`${to('/auth/signin')}?redirect=${encodeURIComponent(`${to('/team/invitation')}?token=${token}`)}`}
            className={buttonClasses({})}
          >
            {t('team.accept.signIn')}
          </Link>
        ) : (
          <SignupForm preview={p} token={token} onDone={done} mutation={signUp} />
        )}
      </>
    );
  }
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('team.accept.title')}</h1>
      <Card className="flex flex-col gap-4 p-6">{content}</Card>
    </div>
  );
}

type SignupProps = {
  preview: InvitationPreview;
  token: string;
  onDone: () => void;
  mutation: ReturnType<typeof useJoinTeam>['signUp'];
};

function SignupForm({ preview, token, onDone, mutation }: SignupProps) {
  const { t } = useTranslation('company');
  const lang = useLang();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      {
        token,
        firstName,
        lastName,
        password,
        locale: lang,
        agreements: { terms: agreed as true, privacy: agreed as true },
      },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-slate-600">{t('team.accept.signupHint', { email: preview.email })}</p>
      <FormField label={t('team.accept.lastName')}>
        {(c) => (
          <Input {...c} value={lastName} onChange={(e) => setLastName(e.target.value)} autoComplete="family-name" />
        )}
      </FormField>
      <FormField label={t('team.accept.firstName')}>
        {(c) => (
          <Input {...c} value={firstName} onChange={(e) => setFirstName(e.target.value)} autoComplete="given-name" />
        )}
      </FormField>
      <FormField label={t('team.accept.password')}>
        {(c) => (
          <PasswordInput
            {...c}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
          />
        )}
      </FormField>
      <Checkbox checked={agreed} onCheckedChange={setAgreed} label={t('team.accept.agree')} />
      <Button type="submit" isLoading={mutation.isPending}>
        {t('team.accept.create')}
      </Button>
      {mutation.isError ? <Alert>{describeError(mutation.error)}</Alert> : null}
    </form>
  );
}
