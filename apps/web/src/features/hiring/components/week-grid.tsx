import { clsx } from 'clsx';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/ui/icons';
import { useLang } from '../../../lib/use-lang';
import { formatGridDay, formatHour, formatLongDate } from '../lib/format';
import {
  cellSlot,
  GRID_HOUR_LIST,
  type GridPosition,
  type GridSlot,
  isPastSlot,
  moveInGrid,
  slotKey,
  todayIn,
  weekDays,
} from '../lib/week-grid';

type Props = {
  weekStart: string;
  timeZone: string;
  now: Date;
  selected: ReadonlySet<string>;
  onToggle: (slot: GridSlot) => void;
  label: string;
};

/**
 * The weekly interview grid (ARIA grid pattern): 7 days by 11 hours from 9:00, in `timeZone`. One cell is in the tab
 * order; the arrow keys (and Home/End) move between cells, Space or Enter (or a click) selects or clears one. Past
 * cells are announced as not available and cannot be picked.
 */
export function WeekGrid({ weekStart, timeZone, now, selected, onToggle, label }: Props) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  const [focus, setFocus] = useState<GridPosition>({ day: 0, row: 0 });
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const days = weekDays(weekStart);
  const today = todayIn(timeZone, now);

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>, position: GridPosition, toggle: () => void) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      toggle();
      return;
    }
    const next = moveInGrid(position, event.key);
    if (!next) return;
    event.preventDefault();
    setFocus(next);
    cells.current.get(`${next.day}:${next.row}`)?.focus();
  };
  return (
    <div className="overflow-x-auto">
      <p id="week-grid-help" className="sr-only">
        {t('grid.help')}
      </p>
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern on a table keeps its rows and headers
        role="grid"
        aria-label={label}
        aria-describedby="week-grid-help"
        className="w-full min-w-[22rem] table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            <th scope="col" className="w-13 text-left align-bottom text-xs font-medium text-slate-500">
              {t('grid.hour')}
            </th>
            {days.map((date) => {
              const { weekday, day } = formatGridDay(date, lang);
              const isToday = date === today;
              return (
                <th
                  key={date}
                  scope="col"
                  aria-label={
                    isToday ? `${formatLongDate(date, lang)} (${t('grid.today')})` : formatLongDate(date, lang)
                  }
                  className={clsx('text-center text-xs font-medium', isToday ? 'text-brand-700' : 'text-slate-600')}
                >
                  <span className="block whitespace-nowrap">{weekday}</span>
                  <span className={clsx('block text-sm whitespace-nowrap', isToday && 'font-bold')}>{day}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {GRID_HOUR_LIST.map((hour, row) => (
            <tr key={hour}>
              <th scope="row" className="text-left text-xs font-medium whitespace-nowrap text-slate-500">
                {formatHour(hour)}
              </th>
              {days.map((date, day) => {
                const slot = cellSlot(weekStart, day, row);
                const key = slotKey(slot);
                const isPast = isPastSlot(slot, timeZone, now);
                const isOn = selected.has(key);
                const name = t('grid.cell', { date: formatLongDate(date, lang), time: formatHour(hour) });
                const toggle = () => {
                  if (!isPast) onToggle(slot);
                };
                return (
                  <td
                    key={date}
                    ref={(node) => {
                      if (node) cells.current.set(`${day}:${row}`, node);
                      else cells.current.delete(`${day}:${row}`);
                    }}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a selectable cell of the grid above
                    role="gridcell"
                    tabIndex={focus.day === day && focus.row === row ? 0 : -1}
                    aria-selected={isOn}
                    aria-disabled={isPast || undefined}
                    aria-label={isPast ? `${name}, ${t('grid.past')}` : name}
                    data-slot={key}
                    onFocus={() => setFocus({ day, row })}
                    onKeyDown={(event) => onKeyDown(event, { day, row }, toggle)}
                    onClick={toggle}
                    className={clsx(
                      'h-8 rounded-md border text-center align-middle text-white transition-colors select-none',
                      'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                      isPast
                        ? 'cursor-not-allowed border-transparent bg-slate-100'
                        : isOn
                          ? 'cursor-pointer border-brand-700 bg-brand-600 hover:bg-brand-700'
                          : 'cursor-pointer border-slate-200 bg-white hover:border-brand-400 hover:bg-brand-50',
                    )}
                  >
                    {isOn ? (
                      <CheckIcon width={16} height={16} strokeWidth={3} aria-hidden="true" className="inline" />
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
