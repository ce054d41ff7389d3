import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons';
import { useLang } from '../../../lib/use-lang';
import { formatHour, formatLongDate } from '../lib/format';
import { type GridSlot, slotKey } from '../lib/week-grid';

/** The picked slots across weeks, each removable. */
export function SelectedSlots({ slots, onRemove }: { slots: GridSlot[]; onRemove: (slot: GridSlot) => void }) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  if (slots.length === 0) return <p className="text-sm text-slate-500">{t('propose.noSlots')}</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('propose.selectedList')} data-testid="selected-slots">
      {slots.map((slot) => {
        const label = `${formatLongDate(slot.date, lang)} ${formatHour(slot.hour, slot.minute)}`;
        return (
          <li
            key={slotKey(slot)}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800"
          >
            {label}
            <button
              type="button"
              onClick={() => onRemove(slot)}
              aria-label={t('propose.removeSlot', { slot: label })}
              className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <CloseIcon width={14} height={14} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
