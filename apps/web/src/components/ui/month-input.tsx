import { normalizeDay } from '@app/contract/rules/months';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/use-lang';
import { formatMonth, getDateTimeFormat } from '../../shared/format/dates';
import { Input, type InputProps } from './input';

/** A date typed as digits in one order for both languages (see MonthInput and DateInput). */
function TypedDateInput({ kind, ...props }: Omit<InputProps, 'type'> & { kind: 'month' | 'date' }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Input
      type="text"
      lang={lang}
      placeholder={t(kind === 'month' ? 'dateInput.monthPlaceholder' : 'dateInput.datePlaceholder')}
      inputMode="decimal"
      autoComplete="off"
      maxLength={kind === 'month' ? 10 : 12}
      {...props}
    />
  );
}

/**
 * A month (`YYYY-MM`), typed: Chromium's month picker writes month names in the browser's language ("March 2014" on
 * a Korean page), so the field holds digits only and `DateValueHint` reads the value back in the page's language.
 * The contract's month rule accepts `2024-3`, `2024.03` and the like; the form normalises to `YYYY-MM-01` on save.
 */
export const MonthInput = (props: Omit<InputProps, 'type'>) => <TypedDateInput kind="month" {...props} />;

/**
 * A calendar date (`YYYY-MM-DD`), typed like `MonthInput`: Chromium's date picker shows the browser's language and
 * order ("11/27/2026" on a Korean page) whatever the page's `lang`, so the field holds digits in one order for both
 * languages, and `DateValueHint` names the day in the page's language. `normalizeDay` also reads `2026.3.5`.
 */
export const DateInput = (props: Omit<InputProps, 'type'>) => <TypedDateInput kind="date" {...props} />;

const MONTH = /^\d{4}-\d{1,2}$/;

/**
 * The format to type, or the chosen value read back in the page's language ("2024년 3월", "March 5, 2026"): a
 * browser in another language shows its own picker text, this line is always in the page's.
 */
export function DateValueHint({ kind, value }: { kind: 'month' | 'date'; value: unknown }) {
  const { t } = useTranslation();
  const lang = useLang();
  const text = typeof value === 'string' ? value.trim() : '';
  if (kind === 'month' && MONTH.test(text)) {
    const [year, month] = text.split('-');
    return <>{t('dateInput.chosenMonth', { month: formatMonth(`${year}-${month?.padStart(2, '0')}`, lang) })}</>;
  }
  const day = kind === 'date' ? normalizeDay(text) : null;
  if (day) {
    const date = getDateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
    return <>{t('dateInput.chosenDate', { date })}</>;
  }
  return <>{kind === 'month' ? t('dateInput.monthFormat') : t('dateInput.dateFormat')}</>;
}
