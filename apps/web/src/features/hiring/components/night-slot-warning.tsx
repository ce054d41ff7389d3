import { interviewSlotToUtc } from '@app/contract/rules/interview-time';
import { nightSlotIndexes } from '@app/contract/rules/night-slot';
import { timeZoneCity } from '@app/contract/rules/time-zone-names';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { useLang } from '../../../lib/use-lang';
import type { GridSlot } from '../lib/week-grid';

/** The slots that fall between 22:00 and 07:00 on the talent's clock (the contract's rule). */
export function nightSlotsOf(slots: GridSlot[], companyZone: string, talentZone: string | null | undefined) {
  const instants = slots.map((s) => interviewSlotToUtc(s, companyZone));
  return nightSlotIndexes(instants, talentZone ?? null).map((i) => instants[i] as Date);
}

type Props = { nights: Date[]; talentZone: string; needsConfirm: boolean };

/** Warns before sending slots that are at night for the talent, each shown on the talent's clock. */
export function NightSlotWarning({ nights, talentZone, needsConfirm }: Props) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  if (nights.length === 0) return null;
  const format = new Intl.DateTimeFormat(lang === 'ko' ? 'ko-KR' : 'en-GB', {
    timeZone: talentZone,
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  });
  return (
    <div data-testid="night-warning">
      <Alert tone={needsConfirm ? 'error' : 'info'}>
        <p className="font-medium">{t('panel.nightTitle', { city: timeZoneCity(talentZone, lang) })}</p>
        <ul className="list-disc pl-5">
          {nights.map((at) => (
            <li key={at.toISOString()}>{format.format(at)}</li>
          ))}
        </ul>
        {needsConfirm ? <p>{t('panel.nightConfirm')}</p> : null}
      </Alert>
    </div>
  );
}
