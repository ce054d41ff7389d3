import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { formatName } from '../../../lib/names';
import { useLang } from '../../../lib/use-lang';
import { usePostingInterviewers, useSavePostingInterviewers } from '../api/posting-interviewers';
import { useTeamMembers } from '../api/team-members';

/**
 * The interviewers assigned to a posting (decision 034), set by owners and recruiters without proposing an interview:
 * an interviewer sees the candidates of their postings only. Owners and recruiters see every posting, so only
 * members with the interviewer role are listed.
 */
export function PostingInterviewers({ orgId, jobId }: { orgId: number; jobId: number }) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  const members = useTeamMembers(orgId);
  const assigned = usePostingInterviewers(orgId, jobId);
  const save = useSavePostingInterviewers(orgId, jobId);
  const [chosen, setChosen] = useState<number[]>([]);
  const saved = assigned.data?.userIds;

  useEffect(() => {
    if (saved) setChosen(saved);
  }, [saved]);

  const interviewers = (members.data ?? []).filter((m) => m.memberRole === 'INTERVIEWER');
  // Members assigned while they had another role keep their assignment; only interviewers are offered here.
  const interviewerIds = new Set(interviewers.map((m) => m.userId));
  const kept = chosen.filter((id) => !interviewerIds.has(id));
  const toggle = (id: number, isOn: boolean) =>
    setChosen((prev) => (isOn ? [...prev.filter((v) => v !== id), id] : prev.filter((v) => v !== id)));
  const persist = async () => {
    try {
      await save.mutateAsync([...new Set([...kept, ...chosen])]);
      toast.success(t('assign.saved'));
    } catch (error) {
      toast.error(describeError(error));
    }
  };

  return (
    <details className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="posting-interviewers">
      <summary className="cursor-pointer font-semibold text-slate-900">
        {t('assign.title')}
        {saved ? (
          <span className="ml-2 font-normal text-slate-600">{t('assign.count', { count: saved.length })}</span>
        ) : null}
      </summary>
      <div className="mt-3 flex flex-col gap-3">
        <p className="text-sm text-slate-600">{t('assign.description')}</p>
        {members.isPending || assigned.isPending ? (
          <Spinner label={t('assign.loading')} />
        ) : members.isError || assigned.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('assign.loadError')}
          </p>
        ) : interviewers.length === 0 ? (
          <p className="text-sm text-slate-600">
            {t('assign.none')}{' '}
            <Link to={`/${lang}/company/mypage/team`} className="font-medium text-brand-700 hover:underline">
              {t('assign.toTeam')}
            </Link>
          </p>
        ) : (
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">{t('assign.title')}</legend>
            <ul className="grid gap-2 sm:grid-cols-2">
              {interviewers.map((m) => (
                <li key={m.userId}>
                  <Checkbox
                    checked={chosen.includes(m.userId)}
                    onCheckedChange={(isOn) => toggle(m.userId, isOn)}
                    label={
                      <span className="flex flex-col">
                        <span className="font-medium text-slate-900">{formatName(m.firstName, m.lastName, lang)}</span>
                        <span className="text-xs break-all text-slate-600">{m.email}</span>
                      </span>
                    }
                  />
                </li>
              ))}
            </ul>
            <div className="flex justify-end">
              <Button onClick={persist} isLoading={save.isPending}>
                {t('assign.save')}
              </Button>
            </div>
          </fieldset>
        )}
      </div>
    </details>
  );
}
