import { postingForbiddenQuestions } from '@app/contract/rules/forbidden-questions';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import type { PostingFormValues } from '../lib/posting-form';
import { DateField, Section, TextInputField } from './editor-fields';

/** The stated schedule and document-retention window (Fair Hiring Procedure Act Arts. 8 and 11). */
export function ScheduleSection() {
  const { t } = useTranslation('postings');
  return (
    <Section title={t('editor.schedule.title')}>
      <p className="text-sm text-slate-600 sm:col-span-2">{t('editor.schedule.hint')}</p>
      <DateField name="documentsBy" label={t('editor.schedule.documentsBy')} />
      <DateField name="interviewsBy" label={t('editor.schedule.interviewsBy')} />
      <DateField name="resultBy" label={t('editor.schedule.resultBy')} />
      <TextInputField name="documentRetentionDays" type="number" max={3} label={t('editor.schedule.retention')} />
    </Section>
  );
}

/** The words the law forbids asking about, found as the company types (the server checks again on publishing). */
export function ForbiddenQuestionsWarning({
  isAcknowledged,
  onAcknowledge,
}: {
  isAcknowledged: boolean;
  onAcknowledge: (value: boolean) => void;
}) {
  const { t } = useTranslation('postings');
  const texts = useWatch<PostingFormValues>() as PostingFormValues;
  const findings = postingForbiddenQuestions(texts);
  if (findings.length === 0) return null;
  return (
    <div data-testid="forbidden-questions">
      <Alert tone="error">
        <p className="font-semibold">{t('editor.forbidden.title')}</p>
        <p>{t('editor.forbidden.body', { words: [...new Set(findings.map((f) => `“${f.term}”`))].join(', ') })}</p>
      </Alert>
      <div className="mt-2">
        <Checkbox
          checked={isAcknowledged}
          onCheckedChange={(value) => onAcknowledge(value === true)}
          label={t('editor.forbidden.acknowledge')}
        />
      </div>
    </div>
  );
}
