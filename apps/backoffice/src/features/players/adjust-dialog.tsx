// Manual balance adjustment: a signed amount in the player's currency and a reason (both
// validated by zod). One idempotency key per opened dialog: a double click or a retry of the same
// request never moves money twice. At or above the threshold the adjustment waits for a second
// staff member (status PENDING_APPROVAL), and the dialog says so.
import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { z } from 'zod';
import { REASON_MAX, REASON_MIN } from '@/components/reason-dialog';
import { Alert, Button, Field, Input, Select, Textarea } from '@/components/ui';
import { errorMessage } from '@/lib/errors';
import { toMinor } from '@/lib/money';
import { ADJUST_BALANCE } from './api';

export const adjustSchema = z
  .object({
    currency: z.string().min(1, 'required'),
    amount: z.string().trim().min(1, 'required'),
    reason: z.string().trim().min(REASON_MIN, 'reasonTooShort').max(REASON_MAX, 'reasonTooLong'),
  })
  .superRefine((v, ctx) => {
    const minor = toMinor(v.amount, v.currency);
    if (minor === null) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'amountFormat' });
    else if (minor === 0n)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'amountZero' });
  });
export type AdjustValues = z.infer<typeof adjustSchema>;

export function AdjustBalanceDialog({
  playerId,
  currencies,
  open,
  onOpenChange,
  onDone,
}: {
  playerId: string;
  currencies: string[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onDone(message: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [state, adjust] = useMutation(ADJUST_BALANCE);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<AdjustValues>({
    resolver: zodResolver(adjustSchema),
    defaultValues: { currency: currencies[0] ?? 'USD', amount: '', reason: '' },
  });
  const err = (name: keyof AdjustValues) => {
    const key = form.formState.errors[name]?.message;
    return key ? t(`validation.${key}`, { min: REASON_MIN, max: REASON_MAX }) : undefined;
  };
  const onSubmit = form.handleSubmit(async (v) => {
    setFailed(null);
    const minor = toMinor(v.amount, v.currency);
    if (minor === null) return;
    const r = await adjust({
      input: {
        playerId,
        currency: v.currency,
        amountMinor: minor.toString(),
        reason: v.reason.trim(),
        requestKey,
      },
    });
    if (r.error || !r.data) {
      setFailed(errorMessage(t, r.error));
      return;
    }
    form.reset();
    setRequestKey(crypto.randomUUID());
    onOpenChange(false);
    onDone(t(r.data.adjustBalance.status === 'APPLIED' ? 'adjust.applied' : 'adjust.pending'));
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (!o) setFailed(null);
        onOpenChange(o);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,var(--container-modal))] -translate-x-1/2 -translate-y-1/2 rounded-sheet border border-border bg-surface p-5">
          <Dialog.Title className="text-subtitle font-semibold">{t('adjust.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-body-sm text-muted">
            {t('adjust.describe')}
          </Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-3">
            <div className="grid grid-cols-[120px_1fr] gap-3">
              <Field id={`${id}-cur`} label={t('adjust.currency')}>
                <Select id={`${id}-cur`} {...form.register('currency')}>
                  {currencies.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field
                id={`${id}-amount`}
                label={t('adjust.amount')}
                hint={t('adjust.amountHint')}
                error={err('amount')}
              >
                <Input
                  id={`${id}-amount`}
                  inputMode="decimal"
                  aria-invalid={!!err('amount') || undefined}
                  {...form.register('amount')}
                />
              </Field>
            </div>
            <Field id={`${id}-reason`} label={t('reason.label')} error={err('reason')}>
              <Textarea
                id={`${id}-reason`}
                aria-invalid={!!err('reason') || undefined}
                {...form.register('reason')}
              />
            </Field>
            {failed ? <Alert>{failed}</Alert> : null}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="ghost">{t('common.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" variant="primary" busy={state.fetching}>
                {t('adjust.submit')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
