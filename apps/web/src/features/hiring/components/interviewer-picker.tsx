import { INTERVIEW_PANEL_MAX } from '@app/contract/limits';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';
import { Spinner } from '../../../components/ui/spinner';
import { formatName } from '../../../lib/names';
import { useInterviewers } from '../api/list-interviewers';

type Props = { orgId: number; value: number[]; onChange: (ids: number[]) => void; error?: string };

/** The interview panel: members of the organization, checked on or off (up to 10). */
export function InterviewerPicker({ orgId, value, onChange, error }: Props) {
  const { t } = useTranslation('hiring');
  const members = useInterviewers(orgId);
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value, id].slice(0, INTERVIEW_PANEL_MAX) : value.filter((v) => v !== id));

  return (
    <fieldset className="flex flex-col gap-2" data-testid="interviewer-picker">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('panel.interviewers')}</legend>
      <p className="text-sm text-slate-600">{t('panel.interviewersHint')}</p>
      {members.isPending ? (
        <Spinner label={t('panel.loading')} />
      ) : members.isError ? (
        <p className="text-sm text-red-700" role="alert">
          {t('panel.loadError')}
        </p>
      ) : members.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('panel.noMembers')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {members.data.map((m) => (
            <li key={m.userId}>
              <Checkbox
                checked={value.includes(m.userId)}
                onCheckedChange={(on) => toggle(m.userId, on)}
                label={formatName(m.firstName, m.lastName)}
              />
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
