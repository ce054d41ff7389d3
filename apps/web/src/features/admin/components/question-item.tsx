import type { AdminQuestion } from '@app/contract/schemas/assessment';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/card';
import { CheckIcon } from '../../../components/ui/icons';
import { useLang } from '../../../lib/use-lang';

const statusTone = { ACTIVE: 'success', RETIRED: 'danger', SUPERSEDED: 'neutral' } as const;

type QuestionItemProps = {
  question: AdminQuestion;
  onEdit: (question: AdminQuestion) => void;
  onRetire: (question: AdminQuestion) => void;
};

/** A question of the bank: its state and version, the prompt in the current language, and (on demand) the key. */
export function QuestionItem({ question: q, onEdit, onRetire }: QuestionItemProps) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const promptId = useId();
  const isActive = q.status === 'ACTIVE';
  return (
    <li>
      <article
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
        data-testid="question-item"
        data-key={q.key}
        data-status={q.status}
        aria-labelledby={promptId}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={statusTone[q.status]} data-testid="question-status">
                {t(`questions.status.${q.status}`)}
              </Badge>
              <Badge tone="brand">
                {t(`questions.tracks.${q.track}`)} · {t('questions.level', { level: q.level })}
              </Badge>
              <Badge>{t(`questions.types.${q.type}`)}</Badge>
              <span className="text-xs text-slate-500">
                <span className="font-mono">{q.key}</span> · {t('questions.row.version', { version: q.version })}
              </span>
            </div>
            <p id={promptId} className="mt-2 font-medium break-words whitespace-pre-line text-slate-900">
              {q.prompt[lang]}
            </p>
            <p className="mt-1 text-sm text-slate-500">
              {[
                t('questions.row.topic', { topic: q.topic }),
                t('questions.row.points', { count: q.points }),
                t('questions.row.usage', { count: q.usageCount }),
                t(`questions.origin.${q.origin}`),
              ].join(' · ')}
            </p>
          </div>
          {isActive ? (
            <div className="flex shrink-0 gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onEdit(q)}
                aria-label={t('questions.row.editLabel', { key: q.key })}
              >
                {t('questions.row.edit')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50"
                onClick={() => onRetire(q)}
                aria-label={t('questions.row.retireLabel', { key: q.key })}
              >
                {t('questions.row.retire')}
              </Button>
            </div>
          ) : null}
        </div>
        {q.status === 'RETIRED' ? (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{t('questions.row.retiredNote')}</p>
        ) : null}
        {q.status === 'SUPERSEDED' ? (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{t('questions.row.supersededNote')}</p>
        ) : null}
        <details className="group rounded-lg border border-slate-200 bg-slate-50/60 px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium text-slate-700 select-none focus-visible:outline-2 focus-visible:outline-brand-600">
            {t('questions.row.details')}
          </summary>
          <QuestionDetails question={q} />
        </details>
      </article>
    </li>
  );
}

function QuestionDetails({ question: q }: { question: AdminQuestion }) {
  const { t } = useTranslation('admin');
  return (
    <div className="mt-3 flex flex-col gap-3 text-slate-700">
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold text-slate-500">{t('questions.row.english')}</dt>
          <dd className="break-words whitespace-pre-line">{q.prompt.en}</dd>
        </div>
        <div lang="ko">
          <dt className="text-xs font-semibold text-slate-500">{t('questions.row.korean')}</dt>
          <dd className="break-words whitespace-pre-line">{q.prompt.ko}</dd>
        </div>
      </dl>
      {q.code ? (
        <div>
          <p className="text-xs font-semibold text-slate-500">{t('questions.row.code')}</p>
          <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs leading-5 text-slate-100">
            <code>{q.code}</code>
          </pre>
        </div>
      ) : null}
      {q.options.length > 0 ? (
        <div>
          <p className="text-xs font-semibold text-slate-500">{t('questions.row.options')}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {q.options.map((o) => {
              const correct = q.correctOptionIds.includes(o.id);
              return (
                <li
                  key={o.id}
                  className={`grid grid-cols-[1.5rem_1fr] gap-x-2 rounded-md px-2 py-1 sm:grid-cols-[1.5rem_1fr_1fr_5rem] ${correct ? 'bg-emerald-50' : ''}`}
                >
                  <span className="font-mono text-xs leading-6 text-slate-500 uppercase">{o.id}</span>
                  <span className="break-words">{o.en}</span>
                  <span className="col-start-2 break-words sm:col-start-auto" lang="ko">
                    {o.ko}
                  </span>
                  {correct ? (
                    <span className="col-start-2 inline-flex items-center gap-1 text-xs font-semibold text-emerald-700 sm:col-start-auto">
                      <CheckIcon width={14} height={14} aria-hidden="true" />
                      {t('questions.row.correct')}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {q.acceptedAnswers.length > 0 ? (
        <div>
          <p className="text-xs font-semibold text-slate-500">{t('questions.row.acceptedAnswers')}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {q.acceptedAnswers.map((a) => (
              <li key={a} className="rounded-md bg-emerald-50 px-2 py-0.5 font-mono text-xs text-emerald-800">
                {a}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
