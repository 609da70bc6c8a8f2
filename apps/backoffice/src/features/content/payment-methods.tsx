// Payment methods: limits (whole US dollars, scaled per currency by the cashier), enabled and
// KYC required, per deposit and withdrawal method.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { Alert, Badge, Button, Card, Field, Input, Spinner } from '@/components/ui';
import type { ContentPaymentMethodsQuery } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { CONTENT_PAYMENT_METHODS, UPDATE_PAYMENT_METHOD } from './api';
import { Toggle } from './shared';

type M = ContentPaymentMethodsQuery['contentPaymentMethods'][number];

export default function PaymentMethodsScreen() {
  const { t } = useTranslation();
  const [result, refetch] = useQuery({ query: CONTENT_PAYMENT_METHODS });
  if (result.fetching && !result.data) return <Spinner label={t('common.loading')} />;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {result.error ? <Alert tone="danger">{errorMessage(t, result.error)}</Alert> : null}
      {(result.data?.contentPaymentMethods ?? []).map((m) => (
        <MethodCard
          key={m.key}
          method={m}
          onSaved={() => refetch({ requestPolicy: 'network-only' })}
        />
      ))}
    </div>
  );
}

export function MethodCard({ method, onSaved }: { method: M; onSaved(): void }) {
  const { t } = useTranslation();
  const session = useSession();
  const canEdit = session.can('PAYMENT_METHODS_MANAGE');
  const [draft, setDraft] = useState(method);
  const [state, update] = useMutation(UPDATE_PAYMENT_METHOD);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const id = method.key.replace(/[^a-z0-9]/gi, '-');
  const wrong = (v: string) => !/^\d{1,9}$/.test(v.trim());
  const rangeError =
    !wrong(draft.minUsd) && !wrong(draft.maxUsd) && Number(draft.maxUsd) < Number(draft.minUsd);
  return (
    <Card>
      <form
        noValidate
        aria-label={method.name}
        onSubmit={async (e) => {
          e.preventDefault();
          if (wrong(draft.minUsd) || wrong(draft.maxUsd) || rangeError) return;
          const r = await update({
            key: method.key,
            input: {
              enabled: draft.enabled,
              kycRequired: draft.kycRequired,
              minUsd: draft.minUsd,
              maxUsd: draft.maxUsd,
            },
          });
          setMessage(
            r.error
              ? { tone: 'danger', text: errorMessage(t, r.error)! }
              : { tone: 'success', text: t('content.saved', { name: method.name }) },
          );
          if (!r.error) onSaved();
        }}
        className="flex flex-col gap-3"
      >
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-body font-semibold">{method.name}</h3>
          <Badge tone={method.direction === 'DEPOSIT' ? 'info' : 'gold'}>
            {t(`content.payments.${method.direction}`)}
          </Badge>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Field
            id={`${id}-min`}
            label={t('content.payments.minUsd')}
            error={wrong(draft.minUsd) ? t('content.validation.wholeUsd') : undefined}
          >
            <Input
              id={`${id}-min`}
              inputMode="numeric"
              disabled={!canEdit}
              value={draft.minUsd}
              onChange={(e) => setDraft({ ...draft, minUsd: e.target.value })}
            />
          </Field>
          <Field
            id={`${id}-max`}
            label={t('content.payments.maxUsd')}
            error={
              wrong(draft.maxUsd)
                ? t('content.validation.wholeUsd')
                : rangeError
                  ? t('content.validation.maxBelowMin')
                  : undefined
            }
          >
            <Input
              id={`${id}-max`}
              inputMode="numeric"
              disabled={!canEdit}
              value={draft.maxUsd}
              onChange={(e) => setDraft({ ...draft, maxUsd: e.target.value })}
            />
          </Field>
        </div>
        <div className="flex flex-wrap gap-4">
          <Toggle
            label={t('content.enabled')}
            disabled={!canEdit}
            checked={draft.enabled}
            onChange={(v) => setDraft({ ...draft, enabled: v })}
          />
          <Toggle
            label={t('content.payments.kycRequired')}
            disabled={!canEdit}
            checked={draft.kycRequired}
            onChange={(v) => setDraft({ ...draft, kycRequired: v })}
          />
        </div>
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        {canEdit ? (
          <Button type="submit" size="sm" disabled={state.fetching} className="w-fit">
            {t('content.save')}
          </Button>
        ) : null}
      </form>
    </Card>
  );
}
