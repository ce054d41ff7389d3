import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '../../../components/ui/combobox';
import { FormField } from '../../../components/ui/form-field';
import { useLang } from '../../../lib/use-lang';
import { timeZoneList, timeZoneOptions } from '../../../shared/format/time-zone-options';
import { getBrowserTimeZone } from '../../../shared/format/time-zones';

type Props = { value: string; onChange: (zone: string) => void; error?: string };

/** A searchable list of the browser's time zones by city in the page's language, with their current UTC offsets. */
export function TimeZoneField({ value, onChange, error }: Props) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  const options = useMemo(() => {
    const now = new Date();
    return timeZoneOptions(timeZoneList([getBrowserTimeZone(), value]), lang, now);
  }, [value, lang]);
  return (
    <FormField label={t('propose.timeZone')} hint={t('propose.timeZoneHint')} error={error}>
      {(control) => (
        <Combobox
          id={control.id}
          invalid={control.invalid}
          aria-describedby={control['aria-describedby']}
          value={value}
          onValueChange={(zone) => {
            if (zone) onChange(zone);
          }}
          options={options}
          emptyText={t('propose.timeZoneNone')}
        />
      )}
    </FormField>
  );
}
