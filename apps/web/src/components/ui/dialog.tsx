import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import { useReturnFocus } from './return-focus';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** `sheet`: slides up from the bottom, full width (phones' filters). */
  variant?: 'center' | 'sheet';
  /** Actions under the scrolling body, always in view. */
  footer?: ReactNode;
  /** The button that opens it: focus goes back to it when the dialog closes. */
  trigger?: ReactNode;
};

const contentClasses = {
  center: 'top-1/2 left-1/2 max-h-[85vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 rounded-2xl',
  sheet: 'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-2xl pb-[env(safe-area-inset-bottom)] motion-safe:animate-sheet-in',
};

/** A modal dialog: focus is trapped inside (Radix) and returns to what opened it (or the trigger) on close. */
export function Dialog(props: DialogProps) {
  const { open, onOpenChange, title, description, children, variant = 'center', footer, trigger } = props;
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/45" />
        <RadixDialog.Content
          {...returnFocus}
          className={`fixed z-50 flex flex-col bg-white shadow-xl focus:outline-none ${contentClasses[variant]}`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold break-words text-slate-900">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-slate-500">{description}</RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              aria-label={t('a11y.close')}
              className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto px-6 py-5">{children}</div>
          {footer ? <div className="flex gap-3 border-t border-slate-200 px-6 py-4">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
