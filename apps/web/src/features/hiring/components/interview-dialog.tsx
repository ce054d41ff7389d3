import { HIRING_MESSAGE_MAX, INTERVIEW_LOCATION_MAX, INTERVIEW_SLOTS_MAX, URL_MAX } from '@app/contract/limits';
import type { InterviewProposalRequest } from '@app/contract/schemas/hiring';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, translateValidation } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { getBrowserTimeZone } from '../../../shared/format/time-zones';
import { useProposeInterview } from '../api/propose-interview';
import { actionErrorMessage } from '../lib/action-error';
import {
  type GridSlot,
  isBeforeCurrentWeek,
  isPastSlot,
  slotKey,
  sortSlots,
  startOfWeek,
  todayIn,
} from '../lib/week-grid';
import { InterviewTypeField } from './interview-type-field';
import { InterviewerPicker } from './interviewer-picker';
import { NightSlotWarning, nightSlotsOf } from './night-slot-warning';
import { SelectedSlots } from './selected-slots';
import { TimeZoneField } from './time-zone-field';
import { WeekNavigator } from './week-navigator';

type Values = {
  type: 'ONLINE' | 'OFFLINE';
  meetingUrl: string;
  location: string;
  timeZone: string;
  datesList: GridSlot[];
  message: string;
  interviewerIds: number[];
};
const FIELDS = ['type', 'meetingUrl', 'location', 'timeZone', 'datesList', 'message', 'interviewerIds'];

/** Empty optional fields and the other type's field are left out of the request. */
const resolver = lazyZodResolver<Values, InterviewProposalRequest>(async () => {
  const [{ z }, { InterviewProposalRequestSchema }] = await Promise.all([
    import('zod'),
    import('@app/contract/schemas/hiring'),
  ]);
  const clean = (value: unknown) => {
    const v = value as Values;
    return {
      type: v.type,
      ...(v.type === 'ONLINE' ? { meetingUrl: v.meetingUrl } : { location: v.location }),
      timeZone: v.timeZone,
      datesList: sortSlots(v.datesList),
      ...(v.message.trim() ? { message: v.message } : {}),
      interviewerIds: v.interviewerIds,
    };
  };
  return z.preprocess(clean, InterviewProposalRequestSchema) as never;
});

const defaults = (): Values => ({
  type: 'ONLINE',
  meetingUrl: '',
  location: '',
  timeZone: getBrowserTimeZone(),
  datesList: [],
  message: '',
  interviewerIds: [],
});

type Props = {
  orgId: number;
  jobId: number;
  candidateId: number;
  name: string;
  talentTimeZone: string | null;
  open: boolean;
  onClose: () => void;
};

/** Propose an interview: online (link) or offline (place), a message, and slots picked on the weekly grid. */
export function InterviewDialog({ orgId, jobId, candidateId, name, talentTimeZone, open, onClose }: Props) {
  const { t } = useTranslation('hiring');
  const form = useForm<Values, unknown, InterviewProposalRequest>({ resolver, defaultValues: defaults() });
  const propose = useProposeInterview(orgId, jobId, candidateId);
  const resetMutation = propose.reset;
  const [isFull, setIsFull] = useState(false);
  // Slots at night for the talent need a second, deliberate click before they are sent.
  const [nightAsked, setNightAsked] = useState(false);
  const timeZone = form.watch('timeZone');
  const type = form.watch('type');
  const datesList = form.watch('datesList');
  const now = new Date();
  const [weekStart, setWeekStart] = useState(() => startOfWeek(todayIn(timeZone)));
  const { errors, isSubmitted } = form.formState;
  const nights = nightSlotsOf(datesList, timeZone, talentTimeZone);

  useEffect(() => {
    if (open) {
      resolver.preload();
      return;
    }
    const fresh = defaults();
    form.reset(fresh);
    setWeekStart(startOfWeek(todayIn(fresh.timeZone)));
    setIsFull(false);
    setNightAsked(false);
    resetMutation();
  }, [open, form, resetMutation]);

  const setSlots = (next: GridSlot[]) => {
    form.setValue('datesList', next, { shouldValidate: isSubmitted, shouldDirty: true });
    setIsFull(false);
    setNightAsked(false);
  };
  const toggle = (slot: GridSlot) => {
    const key = slotKey(slot);
    if (datesList.some((s) => slotKey(s) === key)) return setSlots(datesList.filter((s) => slotKey(s) !== key));
    if (datesList.length >= INTERVIEW_SLOTS_MAX) return setIsFull(true);
    setSlots([...datesList, slot]);
  };
  const changeZone = (zone: string) => {
    form.setValue('timeZone', zone, { shouldValidate: isSubmitted });
    // Wall-clock slots that have passed in the new zone are dropped; the week stays unless it is now in the past.
    setSlots(datesList.filter((s) => !isPastSlot(s, zone)));
    if (isBeforeCurrentWeek(weekStart, zone)) setWeekStart(startOfWeek(todayIn(zone)));
  };

  // mutateAsync: the confirmation is shown even if the refreshed detail has unmounted this dialog meanwhile.
  const onSubmit = form.handleSubmit(async (body) => {
    if (nights.length > 0 && !nightAsked) {
      setNightAsked(true);
      return;
    }
    try {
      await propose.mutateAsync(body);
      toast.success(t('propose.done', { name }));
      onClose();
    } catch (error) {
      toast.error(actionErrorMessage(error));
      if (!isApiError(error)) return;
      applyServerFieldErrors(error, form.setError, FIELDS);
      const slotError = error.fields.find((f) => f.path.startsWith('datesList'));
      if (slotError) form.setError('datesList', { type: 'server', message: slotError.key });
      if (error.status === 409) onClose();
    }
  });
  const slotsError = translateValidation(errors.datesList?.message ?? errors.datesList?.root?.message);

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={t('propose.title', { name })}
      description={t('propose.description', { max: INTERVIEW_SLOTS_MAX })}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="interview-form">
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => <InterviewTypeField value={field.value} onChange={field.onChange} />}
        />
        {type === 'ONLINE' ? (
          <FormField label={t('propose.meetingUrl')} error={translateValidation(errors.meetingUrl?.message)}>
            {(control) => (
              <Input
                type="url"
                inputMode="url"
                maxLength={URL_MAX}
                placeholder={t('propose.meetingUrlPlaceholder')}
                {...control}
                {...form.register('meetingUrl')}
              />
            )}
          </FormField>
        ) : (
          <FormField label={t('propose.location')} error={translateValidation(errors.location?.message)}>
            {(control) => (
              <Input
                maxLength={INTERVIEW_LOCATION_MAX}
                placeholder={t('propose.locationPlaceholder')}
                {...control}
                {...form.register('location')}
              />
            )}
          </FormField>
        )}
        <TimeZoneField value={timeZone} onChange={changeZone} error={translateValidation(errors.timeZone?.message)} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('propose.slots')}</legend>
          <WeekNavigator
            weekStart={weekStart}
            timeZone={timeZone}
            now={now}
            selected={new Set(datesList.map(slotKey))}
            onToggle={toggle}
            onWeekChange={setWeekStart}
          />
          <p className="text-sm text-slate-700" aria-live="polite" data-testid="slot-count">
            {t('propose.selectedCount', { count: datesList.length, max: INTERVIEW_SLOTS_MAX })}
            {isFull ? (
              <span className="ml-2 text-amber-700">{t('propose.maxReached', { max: INTERVIEW_SLOTS_MAX })}</span>
            ) : null}
          </p>
          <SelectedSlots slots={sortSlots(datesList)} onRemove={(slot) => toggle(slot)} />
          {slotsError ? <Alert>{slotsError}</Alert> : null}
        </fieldset>
        <Controller
          control={form.control}
          name="interviewerIds"
          render={({ field }) => (
            <InterviewerPicker
              orgId={orgId}
              value={field.value}
              onChange={field.onChange}
              error={translateValidation(errors.interviewerIds?.message)}
            />
          )}
        />
        {talentTimeZone ? (
          <NightSlotWarning nights={nights} talentZone={talentTimeZone} needsConfirm={nightAsked} />
        ) : null}
        <FormField label={t('propose.message')} error={translateValidation(errors.message?.message)} isOptional>
          {(control) => <Textarea rows={3} maxLength={HIRING_MESSAGE_MAX} {...control} {...form.register('message')} />}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('propose.cancel')}
          </Button>
          <Button type="submit" isLoading={propose.isPending}>
            {nightAsked && nights.length > 0 ? t('panel.sendAnyway') : t('propose.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
