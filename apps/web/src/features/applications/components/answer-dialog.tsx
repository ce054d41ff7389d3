import { HIRING_MESSAGE_MAX } from '@app/contract/limits';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';

type AnswerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  /** Offer an optional message to the company. */
  withMessage?: boolean;
  placeholder?: string;
  onConfirm: (message: string) => void;
  isLoading?: boolean;
};

/** A confirmation before answering the company, with an optional message (needs `applications`). */
export function AnswerDialog({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  tone = 'primary',
  withMessage,
  placeholder,
  onConfirm,
  isLoading,
}: AnswerDialogProps) {
  const { t } = useTranslation('applications');
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (open) setMessage('');
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={body}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(message);
        }}
      >
        {withMessage ? (
          <FormField label={t('answer.message')} isOptional>
            {(control) => (
              <Textarea
                rows={3}
                maxLength={HIRING_MESSAGE_MAX}
                placeholder={placeholder}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                {...control}
              />
            )}
          </FormField>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('answer.back')}
          </Button>
          <Button type="submit" variant={tone} isLoading={isLoading}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
