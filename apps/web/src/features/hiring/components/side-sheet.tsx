import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons';
import { useReturnFocus } from '../../../components/ui/return-focus';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; title: ReactNode; children: ReactNode };

/** A panel sliding over the right of the page (a modal dialog: focus stays inside, Escape closes it). */
export function SideSheet({ open, onOpenChange, title, children }: Props) {
  const { t } = useTranslation('hiring');
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30" />
        <RadixDialog.Content
          {...returnFocus}
          className="fixed inset-y-0 right-0 z-40 flex w-full max-w-2xl flex-col bg-white shadow-2xl focus:outline-none"
          aria-describedby={undefined}
          data-testid="candidate-sheet"
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-3">
            <RadixDialog.Title className="text-base font-semibold text-slate-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t('detail.close')}
              className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
