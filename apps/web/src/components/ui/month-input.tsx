import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/use-lang';
import { formatMonth, getDateTimeFormat } from '../../shared/format/dates';
import { Input, type InputProps } from './input';

/**
 * A month (`YYYY-MM`). Browsers without a month picker show a text field; the contract's month rule accepts
 * `2024-3`, `2024.03` and the like, and the form normalises to `YYYY-MM-01` on save. Native pickers speak the
 * browser's language, so the field carries the page's `lang` and `DateValueHint` repeats the value in it.
 */
export function MonthInput(props: Omit<InputProps, 'type'>) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Input
      type="month"
      lang={lang}
      placeholder={t('dateInput.monthPlaceholder')}
      inputMode="numeric"
      min="1900-01"
      max="2100-12"
      {...props}
    />
  );
}

/** A calendar date (`YYYY-MM-DD`) with the page's `lang`; pair it with `DateValueHint`. */
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
