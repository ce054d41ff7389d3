import { formatMoneyRange } from '@app/contract/rules/money';
import { salaryPlausibility } from '@app/contract/rules/salary';
import type { PostingInput } from '@app/contract/schemas/posting';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

type Props = {
  /** The body waiting for confirmation, or null when the dialog is closed. */
  body: PostingInput | null;
  isPublishing: boolean;
  onCancel: () => void;
  onConfirm: (body: PostingInput) => void;
};

/** Whether a salary should be confirmed before it goes out (₩6,000 a month is almost always a typo). */
export const needsSalaryCheck = (body: PostingInput) => salaryPlausibility(body) !== null;

/** "Is this salary right?" before publishing an implausible salary; cancelling goes back to the form. */
export function SalaryCheckDialog({ body, isPublishing, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('postings');
  const verdict = body ? salaryPlausibility(body) : null;
  return (
    <ConfirmDialog
      open={body !== null && verdict !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('editor.plausibility.title')}
      body={
        body && verdict
          ? t(`editor.plausibility.${verdict}`, {
              amount: formatMoneyRange(body.salaryMin, body.salaryMax, body.currencyCode),
              period: t(`salaryTypes.${body.salaryType}`),
            })
          : null
      }
      tone="primary"
      cancelLabel={t('editor.plausibility.cancel')}
      confirmLabel={isPublishing ? t('editor.plausibility.confirm') : t('editor.plausibility.confirmSave')}
      onConfirm={() => {
        if (body) onConfirm(body);
      }}
    />
  );
}
