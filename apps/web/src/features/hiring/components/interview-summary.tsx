import type { CandidateCard } from '@app/contract/schemas/hiring';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/use-lang';
import { formatDateTime } from '../../../shared/format/dates';

type Interview = NonNullable<CandidateCard['interview']>;

/** The card's interview line: type, status and the chosen slot (or when it was proposed). */
export function InterviewSummary({ interview }: { interview: Interview }) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  const type =
    interview.type === 'ONLINE' || interview.type === 'OFFLINE' ? t(`interview.type.${interview.type}`) : null;
  const status = t(`interview.status.${interview.interviewStatus as 'PROPOSED'}`, {
    defaultValue: interview.interviewStatus,
  });
  const when = interview.scheduledAt
    ? t('interview.scheduledFor', { date: formatDateTime(interview.scheduledAt, lang) })
    : interview.proposedAt
      ? t('interview.proposedOn', { date: formatDateTime(interview.proposedAt, lang) })
      : null;
  return (
    <p className="text-sm text-slate-700" data-testid="card-interview">
      <span className="font-medium text-slate-900">{t('card.interview')}</span>
      {' · '}
      {[type, status, when].filter(Boolean).join(' · ')}
    </p>
  );
}
