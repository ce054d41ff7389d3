import type { AssessmentReport } from '@app/contract/schemas/assessment';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/card';
import { useLang } from '../../../lib/use-lang';
import { localized, percentOf } from '../lib/format';

/** Score per topic as horizontal bars (printed too: the bars keep their colours on paper). */
export function TopicBars({ topics }: { topics: AssessmentReport['topics'] }) {
  const { t } = useTranslation('assessments');
  const lang = useLang();
  return (
    <ul className="flex flex-col gap-4">
      {topics.map((topic) => {
        const width = percentOf(topic.earnedPoints, topic.maxPoints);
        return (
          <li key={topic.topic} className="flex flex-col gap-1.5 break-inside-avoid">
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="font-semibold text-slate-900 print:text-black">{localized(topic.topicName, lang)}</span>
              <span className="font-semibold text-slate-900 tabular-nums print:text-black">
                {t('report.topicScore', { score: topic.score })}
              </span>
            </div>
            <div
              aria-hidden="true"
              className="h-3 overflow-hidden rounded-full bg-slate-100 [print-color-adjust:exact] print:border print:border-black print:bg-white"
            >
              <div
                className={clsx(
                  'h-full rounded-full [print-color-adjust:exact] print:bg-black',
                  topic.score >= 70 ? 'bg-emerald-500' : 'bg-amber-500',
                )}
                style={{ width: `${width}%` }}
              />
            </div>
            <span className="text-xs text-slate-500 print:text-black">
              {t('report.topicDetail', {
                correct: topic.correctCount,
                count: topic.questionCount,
                earned: topic.earnedPoints,
                max: topic.maxPoints,
              })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The owner's view of each question: right, wrong or unanswered, and the points; never the answer key. */
export function QuestionOutcomes({ questions }: { questions: NonNullable<AssessmentReport['questions']> }) {
  const { t } = useTranslation('assessments');
  const lang = useLang();
  return (
    <ol className="flex flex-col divide-y divide-slate-200 print:divide-black">
      {[...questions]
        .sort((a, b) => a.position - b.position)
        .map((q, i) => {
          const outcome = !q.answered ? 'unanswered' : q.isCorrect ? 'correct' : 'incorrect';
          return (
            <li key={q.position} className="flex flex-col gap-1 py-3 break-inside-avoid sm:flex-row sm:gap-4">
              <span className="w-24 shrink-0 text-xs font-semibold text-slate-500 print:text-black">
                {t('report.questionNumber', { number: i + 1 })}
              </span>
              <p className="min-w-0 flex-1 text-sm text-slate-800 print:text-black">{localized(q.prompt, lang)}</p>
              <div className="flex shrink-0 items-center gap-2">
                <span className="text-xs text-slate-500 tabular-nums print:text-black">
                  {t('report.questionPoints', { earned: q.earnedPoints, points: q.points })}
                </span>
                <Badge
                  tone={outcome === 'correct' ? 'success' : outcome === 'incorrect' ? 'danger' : 'neutral'}
                  className="print:border print:border-black print:bg-white print:text-black"
                >
                  {t(`report.${outcome}`)}
                </Badge>
              </div>
            </li>
          );
        })}
    </ol>
  );
}
