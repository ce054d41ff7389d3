import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '../../../components/ui/combobox';
import { FormField } from '../../../components/ui/form-field';
import { getBrowserTimeZone } from '../../../shared/format/time-zones';
import { timeZoneList, utcOffsetLabel } from '../lib/time-zones';

type Props = { value: string; onChange: (zone: string) => void; error?: string };

/** A searchable list of the browser's IANA time zones with their current UTC offsets. */
export function TimeZoneField({ value, onChange, error }: Props) {
  const { t } = useTranslation('hiring');
  const options = useMemo(() => {
    const now = new Date();
    return timeZoneList([getBrowserTimeZone(), value]).map((zone) => ({
      value: zone,
      label: zone.replaceAll('_', ' '),
      hint: utcOffsetLabel(zone, now) ?? undefined,
    }));
  }, [value]);
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
