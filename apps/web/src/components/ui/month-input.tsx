import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/use-lang';
import { formatMonth, getDateTimeFormat } from '../../shared/format/dates';
import { Input, type InputProps } from './input';

/**
 * A month (`YYYY-MM`), typed: Chromium's month picker writes month names in the browser's language ("March 2014" on
 * a Korean page), so the field holds digits only and `DateValueHint` reads the value back in the page's language.
 * The contract's month rule accepts `2024-3`, `2024.03` and the like; the form normalises to `YYYY-MM-01` on save.
 */
export function MonthInput(props: Omit<InputProps, 'type'>) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Input
      type="text"
      lang={lang}
      placeholder={t('dateInput.monthPlaceholder')}
      inputMode="decimal"
      autoComplete="off"
      maxLength={10}
      {...props}
    />
  );
}

/**
 * A calendar date (`YYYY-MM-DD`) with the native picker (digits only in the field) and the page's `lang`; pair it
 * with `DateValueHint`, which names the day in the page's language.
 */
export function DateInput(props: Omit<InputProps, 'type'>) {
  const lang = useLang();
  return <Input type="date" lang={lang} {...props} />;
}

const MONTH = /^\d{4}-\d{1,2}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

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
  if (kind === 'date' && DAY.test(text)) {
    const date = getDateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${text}T00:00:00Z`));
    return <>{t('dateInput.chosenDate', { date })}</>;
  }
  return <>{kind === 'month' ? t('dateInput.monthFormat') : t('dateInput.dateFormat')}</>;
}
