import type { RejectOrganizationRequest } from '@app/contract/schemas/admin';
import type { OrganizationInfo } from '@app/contract/schemas/organization';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { describeError, translateValidation } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useDecideVerification } from '../api/decide-verification';

type Reasons = { logoRejectionReason: string; documentRejectionReason: string; rejectReason: string };
const emptyReasons: Reasons = { logoRejectionReason: '', documentRejectionReason: '', rejectReason: '' };
const resolver = lazyZodResolver<Reasons, RejectOrganizationRequest>(
  () => import('@app/contract/schemas/admin').then((m) => m.RejectOrganizationRequestSchema) as never,
);
const REASON_FIELDS = [
  ['logoRejectionReason', 'detail.logoReason'],
  ['documentRejectionReason', 'detail.documentReason'],
  ['rejectReason', 'detail.generalReason'],
] as const;

/** Approve (after a confirmation) or reject with reasons; only while the application is pending. */
export function DecisionCard({ organization }: { organization: OrganizationInfo }) {
  const { t } = useTranslation('admin');
  const decide = useDecideVerification(organization.id);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const isPending = organization.companyVerificationStatus === 'PENDING';
  const company = organization.companyName;

  const approve = () =>
    decide.mutate(
      { action: 'approve' },
      {
        onSuccess: () => toast.success(t('detail.approved')),
        onError: (error) => toast.error(describeError(error)),
        onSettled: () => setDialog(null),
      },
    );

  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">{t('detail.decision')}</h2>
      <p className="mt-1 text-sm text-slate-500">{isPending ? t('detail.decisionHint') : t('detail.notPending')}</p>
      {isPending ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col">
          <Button onClick={() => setDialog('approve')} fullWidth>
            {t('detail.approve')}
          </Button>
          <Button variant="danger" onClick={() => setDialog('reject')} fullWidth>
            {t('detail.reject')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={dialog === 'approve'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('detail.approveTitle', { company })}
        body={t('detail.approveBody')}
        cancelLabel={t('detail.cancel')}
        confirmLabel={t('detail.approveConfirm')}
        tone="primary"
        onConfirm={approve}
        isLoading={decide.isPending}
      />
      <RejectDialog
        open={dialog === 'reject'}
        onOpenChange={(open) => setDialog(open ? 'reject' : null)}
        company={company}
        onReject={(reasons, done) =>
          decide.mutate(
            { action: 'reject', reasons },
            {
              onSuccess: () => {
                toast.success(t('detail.rejected'));
                setDialog(null);
              },
              onError: done,
            },
          )
        }
        isLoading={decide.isPending}
      />
    </Card>
  );
}

type RejectDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  company: string;
  onReject: (reasons: RejectOrganizationRequest, onError: (error: unknown) => void) => void;
  isLoading: boolean;
};

function RejectDialog({ open, onOpenChange, company, onReject, isLoading }: RejectDialogProps) {
  const { t } = useTranslation('admin');
  const form = useForm<Reasons, unknown, RejectOrganizationRequest>({ resolver, defaultValues: emptyReasons });
  const [error, setError] = useState<unknown>(null);
  const { errors } = form.formState;
  useEffect(() => {
    if (open) resolver.preload();
    else {
      form.reset(emptyReasons);
      setError(null);
    }
  }, [open, form]);

  const onSubmit = form.handleSubmit((reasons) => {
    setError(null);
    onReject(reasons, setError);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('detail.rejectTitle', { company })}
      description={t('detail.rejectBody')}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {error ? <Alert>{describeError(error)}</Alert> : null}
        {REASON_FIELDS.map(([name, label]) => (
          <FormField key={name} label={t(label)} error={translateValidation(errors[name]?.message)} isOptional>
            {(control) => <Textarea rows={3} {...control} {...form.register(name)} />}
          </FormField>
        ))}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('detail.cancel')}
          </Button>
          <Button type="submit" variant="danger" isLoading={isLoading}>
            {t('detail.rejectConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
