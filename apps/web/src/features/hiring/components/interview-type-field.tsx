import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

const TYPES = ['ONLINE', 'OFFLINE'] as const;
type InterviewType = (typeof TYPES)[number];

/** Online or offline, as two radio buttons styled as a segmented control. */
export function InterviewTypeField({
  value,
  onChange,
}: {
  value: InterviewType;
  onChange: (v: InterviewType) => void;
}) {
  const { t } = useTranslation('hiring');
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('propose.type')}</legend>
      <div className="inline-flex rounded-lg border border-slate-300 bg-slate-50 p-1">
        {TYPES.map((type) => (
          <label
            key={type}
            className={clsx(
              'cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
              value === type ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <input
              type="radio"
              name="interview-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            {t(`interview.type.${type}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
