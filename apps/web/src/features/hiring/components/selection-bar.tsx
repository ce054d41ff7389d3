import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

type Props = {
  count: number;
  selectableOnPage: number;
  allOnPageSelected: boolean;
  onSelectPage: () => void;
  onClear: () => void;
  onReject: () => void;
};

/** Bulk selection: select the page's open candidates, clear, or reject the selected ones with one message. */
export function SelectionBar({ count, selectableOnPage, allOnPageSelected, onSelectPage, onClear, onReject }: Props) {
  const { t } = useTranslation('hiring');
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 px-3 py-2">
      <p className="mr-auto text-sm font-medium text-slate-800" aria-live="polite" data-testid="selected-count">
        {t('candidates.selection.selected', { count })}
      </p>
      <Button variant="ghost" size="sm" onClick={onSelectPage} disabled={selectableOnPage === 0 || allOnPageSelected}>
        {t('candidates.selection.selectPage')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear} disabled={count === 0}>
        {t('candidates.selection.clear')}
      </Button>
      <Button variant="danger" size="sm" onClick={onReject} disabled={count === 0}>
        {t('candidates.selection.reject')}
      </Button>
    </div>
  );
}
