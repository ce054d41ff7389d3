import type { Attempt } from '@app/contract/schemas/assessment';
import { clsx } from 'clsx';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { useLang } from '../../../lib/use-lang';
import { type AnswerValue, isMultipleChoice, isTextQuestion, type SaveState } from '../lib/answers';
import { localized } from '../lib/format';

type Question = Attempt['questions'][number];

type QuestionViewProps = {
  question: Question;
  number: number;
  total: number;
  value: AnswerValue | undefined;
  saveState: SaveState | undefined;
  onPick: (optionId: string) => void;
  onText: (text: string) => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** One question: its prompt, code (for code reading), and radios, checkboxes or a text field. */
export function QuestionView({
  question: q,
  number,
  total,
  value,
  saveState,
  onPick,
  onText,
  headingRef,
}: QuestionViewProps) {
  const { t } = useTranslation('assessments');
  const lang = useLang();
  const id = useId();
  const multiple = isMultipleChoice(q.type);
  const chosen = value?.kind === 'options' ? value.optionIds : [];
  return (
    <section aria-labelledby={`${id}-prompt`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium text-slate-500">
        <span className="font-semibold text-brand-700">{t('attempt.progress', { current: number, total })}</span>
        <span>{t('attempt.topic', { topic: localized(q.topicName, lang) })}</span>
        <span>{t('attempt.points', { points: q.points })}</span>
      </div>
      <h2
        id={`${id}-prompt`}
        ref={headingRef}
        tabIndex={-1}
        // Scrolled to below the sticky header (and, from 1024 px, the sticky status bar), with its number in view.
        className="scroll-mt-28 text-lg leading-7 font-semibold text-slate-900 focus:outline-none lg:scroll-mt-64"
      >
        {localized(q.prompt, lang)}
      </h2>
      {q.code ? (
        <figure className="flex flex-col gap-1">
          <figcaption className="text-xs font-medium text-slate-500">{t('attempt.code')}</figcaption>
          <pre
            // biome-ignore lint/a11y/noNoninteractiveTabindex: long lines scroll sideways, so the keyboard must reach it
            tabIndex={0}
            className="overflow-x-auto rounded-lg bg-slate-900 p-4 font-mono text-sm leading-6 text-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <code>{q.code}</code>
          </pre>
        </figure>
      ) : null}
      {isTextQuestion(q.type) ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-800">
            {t('attempt.yourAnswer')}
          </label>
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {t('attempt.types.SHORT_ANSWER')}
          </p>
          <Input
            id={`${id}-text`}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            value={value?.kind === 'text' ? value.text : ''}
            onChange={(event) => onText(event.target.value)}
          />
        </div>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-600">{t(`attempt.types.${q.type}`)}</legend>
          {q.options.map((option) => {
            const checked = chosen.includes(option.id);
            return (
              <label
                key={option.id}
                className={clsx(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm leading-6 transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:bg-slate-50',
                )}
              >
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`question-${q.id}`}
                  value={option.id}
                  checked={checked}
                  onChange={() => onPick(option.id)}
                  className="mt-1 size-4 shrink-0 accent-brand-600 focus:outline-none"
                />
                <span className="min-w-0 break-words text-slate-800">{localized(option.text, lang)}</span>
              </label>
            );
          })}
        </fieldset>
      )}
      <QuestionSaveState state={saveState} />
    </section>
  );
}

function QuestionSaveState({ state }: { state: SaveState | undefined }) {
  const { t } = useTranslation('assessments');
  const text =
    state === 'saved'
      ? t('attempt.save.questionSaved')
      : state === 'error'
        ? t('attempt.save.questionError')
        : state
          ? t('attempt.save.questionSaving')
          : '';
  return (
    <p
      aria-live="polite"
      className={clsx('min-h-5 text-xs font-medium', state === 'error' ? 'text-red-700' : 'text-slate-500')}
    >
      {text}
    </p>
  );
}
