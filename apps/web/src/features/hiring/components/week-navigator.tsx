import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { useLang } from '../../../lib/use-lang';
import { formatWeekRange } from '../lib/format';
import { addDays, type GridSlot, isBeforeCurrentWeek, startOfWeek, todayIn } from '../lib/week-grid';
import { WeekGrid } from './week-grid';

type Props = {
  weekStart: string;
  timeZone: string;
  now: Date;
  selected: ReadonlySet<string>;
  onToggle: (slot: GridSlot) => void;
  onWeekChange: (weekStart: string) => void;
};

/** The grid with its week heading and previous / this / next week buttons (no going back before this week). */
export function WeekNavigator({ weekStart, timeZone, now, selected, onToggle, onWeekChange }: Props) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  const current = startOfWeek(todayIn(timeZone, now));
  const range = formatWeekRange(weekStart, addDays(weekStart, 6), lang);
  const canGoBack = !isBeforeCurrentWeek(addDays(weekStart, -7), timeZone, now);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onWeekChange(addDays(weekStart, -7))}
          disabled={!canGoBack}
          aria-label={t('grid.previousWeek')}
        >
          <ChevronLeftIcon width={16} height={16} aria-hidden="true" />
        </Button>
        <p
          className="min-w-40 text-center text-sm font-semibold text-slate-900"
          aria-live="polite"
          data-testid="week-range"
        >
          {range}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onWeekChange(addDays(weekStart, 7))}
          aria-label={t('grid.nextWeek')}
        >
          <ChevronRightIcon width={16} height={16} aria-hidden="true" />
        </Button>
        {weekStart !== current ? (
          <Button variant="ghost" size="sm" onClick={() => onWeekChange(current)}>
            {t('grid.thisWeek')}
          </Button>
        ) : null}
      </div>
      <WeekGrid
        weekStart={weekStart}
        timeZone={timeZone}
        now={now}
        selected={selected}
        onToggle={onToggle}
        label={t('grid.label', { week: range })}
      />
    </div>
  );
}
