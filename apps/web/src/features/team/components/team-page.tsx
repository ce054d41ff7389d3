import { canMember, MEMBER_ROLES, type MemberRole } from '@app/contract/rules/member-roles';
import type { Invitation, TeamMember } from '@app/contract/schemas/team';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { formatName } from '../../../lib/names';
import { useLang } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInvitations, useInvite, useRevokeInvitation } from '../api/team-invitations';
import { useChangeMemberRole, useRemoveMember, useTeamMembers } from '../api/team-members';

type Props = { orgId: number; userId: number; memberRole: MemberRole };
type Pending =
  | { kind: 'role'; member: TeamMember; role: MemberRole }
  | { kind: 'remove'; member: TeamMember }
  | { kind: 'revoke'; invitation: Invitation }
  | null;

/** `/company/mypage/team`: the members with their roles; the owner invites, changes roles and removes. */
export function TeamPage({ orgId, userId, memberRole }: Props) {
  const { t } = useTranslation('company');
  const lang = useLang();
  usePageTitle(t('team.title'));
  const canManage = canMember(memberRole, 'MEMBERS_MANAGE');
  const members = useTeamMembers(orgId);
  const [pending, setPending] = useState<Pending>(null);
  const changeRole = useChangeMemberRole(orgId);
  const remove = useRemoveMember(orgId);
  const revoke = useRevokeInvitation(orgId);
  const roleOptions = MEMBER_ROLES.map((r) => ({ value: r, label: t(`team.roles.${r}`) }));
  // Names as people read them (정하나 in Korean, Hana Rivera in English), as everywhere else.
  const name = (m: TeamMember) => formatName(m.firstName, m.lastName, lang);

  const confirm = () => {
    if (!pending) return;
    const done = { onSuccess: () => setPending(null), onError: (e: unknown) => toast.error(describeError(e)) };
    if (pending.kind === 'role') changeRole.mutate({ userId: pending.member.userId, memberRole: pending.role }, done);
    if (pending.kind === 'remove') remove.mutate(pending.member.userId, done);
    if (pending.kind === 'revoke') revoke.mutate(pending.invitation.id, done);
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <PageHeader title={t('team.title')} subtitle={t('team.subtitle')} />
      {canManage ? <InviteForm orgId={orgId} options={roleOptions} /> : null}
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('team.members')}</h2>
        {members.isPending ? (
          <p className="flex items-center gap-3 text-slate-600">
            <Spinner className="text-brand-600" />
            {t('team.loading')}
          </p>
        ) : members.isError ? (
          <ErrorState body={describeError(members.error)} onRetry={() => void members.refetch()} />
        ) : (
          <ul className="divide-y divide-slate-200">
            {members.data.map((m) => (
              <li key={m.userId} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {name(m)} {m.userId === userId ? <Badge>{t('team.you')}</Badge> : null}
                  </p>
                  <p className="truncate text-sm text-slate-600">{m.email}</p>
                </div>
                {canManage ? (
                  <div className="flex items-center gap-2">
                    <div className="w-44">
                      <Select
                        aria-label={t('team.roleOf', { name: name(m) })}
                        value={m.memberRole}
                        options={roleOptions}
                        onValueChange={(role) =>
                          role !== m.memberRole && setPending({ kind: 'role', member: m, role: role as MemberRole })
                        }
                      />
                    </div>
                    {m.userId !== userId ? (
                      <Button variant="secondary" onClick={() => setPending({ kind: 'remove', member: m })}>
                        {t('team.remove')}
                      </Button>
                    ) : null}
                  </div>
                ) : (
                  <Badge tone="brand">{t(`team.roles.${m.memberRole}`)}</Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {canManage ? (
        <PendingInvitations orgId={orgId} onRevoke={(i) => setPending({ kind: 'revoke', invitation: i })} />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending?.kind === 'role'
            ? t('team.confirmRole', { name: name(pending.member), role: t(`team.roles.${pending.role}`) })
            : pending?.kind === 'remove'
              ? t('team.confirmRemove', { name: name(pending.member) })
              : t('team.confirmRevoke', { email: pending?.kind === 'revoke' ? pending.invitation.email : '' })
        }
        body={pending?.kind === 'remove' ? t('team.confirmRemoveBody') : undefined}
        confirmLabel={
          pending?.kind === 'role' ? t('team.change') : pending?.kind === 'remove' ? t('team.remove') : t('team.revoke')
        }
        cancelLabel={t('team.cancel')}
        tone={pending?.kind === 'role' ? 'primary' : 'danger'}
        isLoading={changeRole.isPending || remove.isPending || revoke.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}

function InviteForm({ orgId, options }: { orgId: number; options: { value: string; label: string }[] }) {
  const { t } = useTranslation('company');
  const lang = useLang();
  const invite = useInvite(orgId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('RECRUITER');
  const [locale, setLocale] = useState<'en' | 'ko'>(lang === 'ko' ? 'ko' : 'en');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email, memberRole: role, locale },
      {
        onSuccess: () => {
          toast.success(t('team.invited', { email }));
          setEmail('');
        },
      },
    );
  };
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('team.invite')}</h2>
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end" noValidate>
        <FormField label={t('team.email')}>
          {(control) => (
            <Input {...control} type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          )}
        </FormField>
        <FormField label={t('team.role')}>
          {(control) => (
            <Select id={control.id} value={role} options={options} onValueChange={(v) => setRole(v as MemberRole)} />
          )}
        </FormField>
        <FormField label={t('team.mailLanguage')}>
          {(control) => (
            <Select
              id={control.id}
              value={locale}
              options={[
                { value: 'en', label: 'English' },
                { value: 'ko', label: '한국어' },
              ]}
              onValueChange={(v) => setLocale(v === 'ko' ? 'ko' : 'en')}
            />
          )}
        </FormField>
        <Button type="submit" isLoading={invite.isPending}>
          {t('team.send')}
        </Button>
      </form>
      {invite.isError ? (
        <div className="mt-4">
          <Alert>{describeError(invite.error)}</Alert>
        </div>
      ) : null}
    </Card>
  );
}

function PendingInvitations({ orgId, onRevoke }: { orgId: number; onRevoke: (i: Invitation) => void }) {
  const { t, i18n } = useTranslation('company');
  const invitations = useInvitations(orgId);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('team.pending')}</h2>
      {invitations.isPending ? (
        <Spinner className="text-brand-600" />
      ) : invitations.isError ? (
        <ErrorState body={describeError(invitations.error)} onRetry={() => void invitations.refetch()} />
      ) : invitations.data.length === 0 ? (
        <EmptyState title={t('team.noPending')} />
      ) : (
        <ul className="divide-y divide-slate-200">
          {invitations.data.map((i) => (
            <li key={i.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{i.email}</p>
                <p className="text-sm text-slate-600">
                  {t(`team.roles.${i.memberRole}`)} · {t('team.expires', { date: date(i.expiresAt) })}
                </p>
              </div>
              <Button variant="secondary" onClick={() => onRevoke(i)}>
                {t('team.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
