import { ASSESSMENT_OPTIONS_MAX } from '@app/contract/limits';
import type { QuestionTypeValue } from '@app/contract/schemas/assessment';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import { translateValidation } from '../../../lib/form-errors';
import { emptyOption, isSingleKey, type QuestionFormValues } from '../lib/question-form';

const ANSWERS_MAX = 20;

type ErrorNode = { message?: string; root?: { message?: string } } | undefined;

/** The message of the form error at `path` (or at its array root), if any. */
export function messageAt(errors: object, path: string): string | undefined {
  const error = get(errors, path) as ErrorNode;
  return error?.message ?? error?.root?.message;
}

/** Choice and code-reading questions: options in both languages, the correct ones marked. */
export function OptionsFields({ type }: { type: QuestionTypeValue }) {
  const { t } = useTranslation('admin');
  const { control, register, setValue, getValues } = useFormContext<QuestionFormValues>();
  const { errors } = useFormState({ control });
  // `keyName`: the options' own `id` is data (the answer key refers to it), so the row keys go elsewhere.
  const options = useFieldArray({ control, name: 'options', keyName: 'key' });
  const values = useWatch({ control, name: 'options' });
  const single = isSingleKey(type);
  const optionsError = messageAt(errors, 'options');
  const keyError = messageAt(errors, 'correctOptionIds');

  const mark = (index: number, checked: boolean) => {
    const current = getValues('options');
    current.forEach((_, i) => {
      const next = i === index ? checked : single ? false : current[i]?.correct;
      if (next !== current[i]?.correct) setValue(`options.${i}.correct`, !!next, { shouldDirty: true });
    });
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="question-options-hint">
      <legend className="text-sm font-medium text-slate-800">{t('questions.editor.options')}</legend>
      <p id="question-options-hint" className="-mt-1 text-xs text-slate-500">
        {single ? t('questions.editor.optionsHintSingle') : t('questions.editor.optionsHintMultiple')}
      </p>
      <ol className="flex flex-col gap-3">
        {options.fields.map((field, index) => {
          const id = field.id;
          const enError = translateValidation(messageAt(errors, `options.${index}.en`));
          const koError = translateValidation(messageAt(errors, `options.${index}.ko`));
          return (
            <li
              key={field.key}
              className="grid grid-cols-[auto_1fr_auto] items-start gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[auto_1fr_1fr_auto]"
              data-testid="option-row"
            >
              <label className="flex h-11 items-center gap-2 text-sm font-medium text-slate-700">
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={single ? 'question-correct-option' : undefined}
                  className="size-4 accent-brand-600"
                  checked={!!values[index]?.correct}
                  onChange={(e) => mark(index, e.target.checked)}
                  aria-label={t('questions.editor.correctLabel', { id: id.toUpperCase() })}
                />
                <span className="font-mono text-xs text-slate-500 uppercase" aria-hidden="true">
                  {id}
                </span>
              </label>
              <div className="flex flex-col gap-1">
                <Input
                  aria-label={t('questions.editor.optionEn', { id: id.toUpperCase() })}
                  invalid={!!enError}
                  lang="en"
                  {...register(`options.${index}.en`)}
                />
                {enError ? <p className="text-xs text-red-600">{enError}</p> : null}
              </div>
              <div className="col-start-2 flex flex-col gap-1 sm:col-start-auto">
                <Input
                  aria-label={t('questions.editor.optionKo', { id: id.toUpperCase() })}
                  invalid={!!koError}
                  lang="ko"
                  {...register(`options.${index}.ko`)}
                />
                {koError ? <p className="text-xs text-red-600">{koError}</p> : null}
              </div>
              <button
                type="button"
                onClick={() => options.remove(index)}
                disabled={options.fields.length <= 2}
                aria-label={t('questions.editor.removeOption', { id: id.toUpperCase() })}
                className="col-start-3 row-start-1 flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-30 sm:col-start-4"
              >
                <CloseIcon width={18} height={18} />
              </button>
            </li>
          );
        })}
      </ol>
      {optionsError ? (
        <p className="text-sm text-red-600" role="alert">
          {t('questions.editor.optionsInvalid')}
        </p>
      ) : null}
      {keyError ? (
        <p className="text-sm text-red-600" role="alert">
          {single ? t('questions.editor.keySingle') : t('questions.editor.keyMultiple')}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => options.append(emptyOption(getValues('options')))}
        disabled={options.fields.length >= ASSESSMENT_OPTIONS_MAX}
      >
        {t('questions.editor.addOption')}
      </Button>
    </fieldset>
  );
}

/** Short answers: the accepted answers (compared after normalisation). */
export function AcceptedAnswersFields() {
  const { t } = useTranslation('admin');
  const { control, register } = useFormContext<QuestionFormValues>();
  const { errors } = useFormState({ control });
  const answers = useFieldArray({ control, name: 'acceptedAnswers' });
  const rootError = messageAt(errors, 'acceptedAnswers');

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="question-answers-hint">
      <legend className="text-sm font-medium text-slate-800">{t('questions.editor.acceptedAnswers')}</legend>
      <p id="question-answers-hint" className="-mt-1 text-xs text-slate-500">
        {t('questions.editor.acceptedHint')}
      </p>
      <ol className="flex flex-col gap-2">
        {answers.fields.map((field, index) => {
          const error = translateValidation(
            messageAt(errors, `acceptedAnswers.${index}`) ?? messageAt(errors, `acceptedAnswers.${index}.text`),
          );
          return (
            <li key={field.id} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <Input
                  aria-label={t('questions.editor.answer', { index: index + 1 })}
                  invalid={!!error}
                  className="font-mono"
                  {...register(`acceptedAnswers.${index}.text`)}
                />
                <button
                  type="button"
                  onClick={() => answers.remove(index)}
                  disabled={answers.fields.length <= 1}
                  aria-label={t('questions.editor.removeAnswer', { index: index + 1 })}
                  className="flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-30"
                >
                  <CloseIcon width={18} height={18} />
                </button>
              </div>
              {error ? <p className="text-xs text-red-600">{error}</p> : null}
            </li>
          );
        })}
      </ol>
      {rootError ? (
        <p className="text-sm text-red-600" role="alert">
          {t('questions.editor.answersRequired')}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => answers.append({ text: '' })}
        disabled={answers.fields.length >= ANSWERS_MAX}
      >
        {t('questions.editor.addAnswer')}
      </Button>
    </fieldset>
  );
}
