// The confirmation every staff action goes through: a dialog with a reason (required where the
// server asks for one — it is written to the audit trail), validated by zod through
// react-hook-form, and the server's error translated in place.
import { useId, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert, Button, Field, Textarea } from './ui';

export const REASON_MIN = 3;
export const REASON_MAX = 500;

export const reasonSchema = (required: boolean) =>
  z.object({
    reason: required
      ? z.string().trim().min(REASON_MIN, 'reasonTooShort').max(REASON_MAX, 'reasonTooLong')
      : z.string().trim().max(REASON_MAX, 'reasonTooLong'),
  });

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  reasonRequired?: boolean;
  /** extra fields above the reason (e.g. the reject reason code) */
  children?: ReactNode;
  busy?: boolean;
  error?: string | null;
  onConfirm(reason: string): void;
}

export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  tone = 'primary',
  reasonRequired = true,
  children,
  busy,
  error,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(reasonSchema(reasonRequired)),
    defaultValues: { reason: '' },
  });
  const fieldError = form.formState.errors.reason?.message;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70 animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,var(--container-modal))] -translate-x-1/2 -translate-y-1/2 rounded-sheet border border-border bg-surface p-5 shadow-2xl animate-pop-in">
          <Dialog.Title className="text-subtitle font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-body-sm text-muted">
            {description ?? t('reason.describe')}
          </Dialog.Description>
          <form
            noValidate
            className="mt-4 flex flex-col gap-3"
            onSubmit={form.handleSubmit((values) => onConfirm(values.reason.trim()))}
          >
            {children}
            <Field
              id={`${id}-reason`}
              label={reasonRequired ? t('reason.label') : t('reason.labelOptional')}
              error={
                fieldError
                  ? t(`validation.${fieldError}`, { min: REASON_MIN, max: REASON_MAX })
                  : undefined
              }
            >
              <Textarea
                id={`${id}-reason`}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={fieldError ? `${id}-reason-error` : undefined}
                {...form.register('reason')}
              />
            </Field>
            {error ? <Alert>{error}</Alert> : null}
            <div className="mt-2 flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="ghost">{t('common.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" variant={tone === 'danger' ? 'danger' : 'primary'} busy={busy}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
