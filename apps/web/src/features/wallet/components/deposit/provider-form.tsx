// Deposit step 3, fiat (spec §2.8 / §5): the provider's fields (NAME and PHONE prefilled from the
// profile), a submit whose text shows amount and currency; success sends the browser to the
// hosted payment page, no link is FIAT_DEPOSIT_CREATE_PAYMENT_ERROR (spec §4.9, §8).
import {
  currencyDecimals,
  formatMoney,
  parseMajorToMinor,
  prefillPredefinedFields,
  toPredefinedFieldsPayload,
  validatePredefinedFields,
} from '@aurum/domain';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { RgRefusalAlert } from '@/components/rg-refusal-alert';
import type { RgRefusal } from '@/lib/api/rg-refusal';
import { bareRefusal } from '@/lib/rg-sign-out';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { Select } from '@/components/ui/select';
import { DEPOSIT_PROFILE_QUERY } from '../../api/deposit-profile';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { i18n, currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { CREATE_FIAT_DEPOSIT_PAYMENT_MUTATION } from '../../api/create-fiat-deposit-payment';
import type { FiatPaymentMethod } from '../../api/get-payment-methods';
import {
  useProviderPredefinedFields,
  type ProviderPredefinedField,
} from '../../api/get-provider-predefined-fields';
import { isolate } from '../../model/money';
import { submitWithRequestKey } from '../../model/request-key';
import { validationText } from '../../model/validation-text';

const FIELD_LABELS: Record<string, string> = {
  NAME: 'fields.name',
  PHONE: 'fields.phone',
  COUNTRY_SELECT: 'fields.country',
  ZIP: 'fields.zip',
  EMAIL: 'fields.email',
};

type PrefillProfile = {
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  phone?: string | null;
  country?: string | null;
} | null;

function Fields({
  fields,
  profile,
  countries,
  submitText,
  onSubmit,
  alert,
}: {
  fields: ProviderPredefinedField[];
  profile: PrefillProfile;
  countries: readonly { code: string; name: string; flag?: string | null }[];
  submitText: string;
  onSubmit: (values: Record<string, string>) => Promise<void>;
  /** an inline refusal above the pay button (responsible gaming) */
  alert?: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const { t: tv } = useTranslation('validation');
  const [values, setValues] = useState(() => prefillPredefinedFields(fields, profile));
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = useMemo(() => validatePredefinedFields(fields, values), [fields, values]);
  const valid = Object.values(errors).every((e) => e === null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!valid) return;
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        {fields.map((field) => {
          const type = field.type.toUpperCase();
          const labelKey = FIELD_LABELS[type];
          const label = labelKey ? t(labelKey) : field.name;
          const upper = type === 'COUNTRY_SELECT';
          const span = field.width >= 100 ? 'col-span-2' : 'col-span-2 sm:col-span-1';
          if (upper && countries.length) {
            // spec §5: COUNTRY_SELECT is a country picker (with a search field), not a code to type
            const error = validationText(tv, errors[field.name], t('form.pattern'));
            return (
              <Select
                key={field.name}
                className={span}
                label={label}
                searchable
                items={countries.map((c) => ({
                  id: c.code,
                  title: c.name,
                  icon: c.flag ?? undefined,
                }))}
                value={values[field.name] || null}
                onChange={(item) => setValues((v) => ({ ...v, [field.name]: String(item.id) }))}
                error={submitted ? error : null}
              />
            );
          }
          return (
            <Input
              key={field.name}
              containerClassName={span}
              label={label}
              name={field.name}
              required={field.required}
              placeholder={type === 'COUNTRY_SELECT' ? 'US' : label}
              type={type === 'EMAIL' ? 'email' : type === 'PHONE' ? 'tel' : 'text'}
              inputMode={type === 'PHONE' ? 'tel' : undefined}
              dir={type === 'PHONE' || type === 'EMAIL' || upper ? 'ltr' : undefined}
              maxLength={field.maxLength ?? undefined}
              autoComplete={
                type === 'NAME'
                  ? 'name'
                  : type === 'PHONE'
                    ? 'tel'
                    : type === 'ZIP'
                      ? 'postal-code'
                      : type === 'COUNTRY_SELECT'
                        ? 'country'
                        : type === 'EMAIL'
                          ? 'email'
                          : 'off'
              }
              value={values[field.name] ?? ''}
              onValueChange={(value) =>
                setValues((v) => ({ ...v, [field.name]: upper ? value.toUpperCase() : value }))
              }
              error={validationText(tv, errors[field.name], t('form.pattern'))}
              touched={submitted || undefined}
            />
          );
        })}
      </div>
      {alert}
      <Button type="submit" size="lg" block loading={busy} data-testid="deposit-pay">
        {submitText}
      </Button>
    </form>
  );
}

export function ProviderForm({
  method,
  currency,
  amount,
  profile,
  beforePay,
}: {
  method: FiatPaymentMethod;
  currency: string;
  amount: string;
  profile: { name?: string | null; phone?: string | null } | null;
  /** Confirms the bonus choice with the deposit; false stops the payment. */
  beforePay?: () => Promise<boolean>;
}) {
  const { t } = useTranslation('wallet');
  const { fields, loading: fieldsLoading, failed, retry } = useProviderPredefinedFields(method.id);
  // the saved profile (first/last name, phone, country) prefills the form (walk issue 19 item 9)
  const [details] = useQuery({ query: DEPOSIT_PROFILE_QUERY });
  const loading = fieldsLoading || (details.fetching && !details.data);
  const saved = details.data?.userProfileDetails;
  const prefill: PrefillProfile = {
    firstName: saved?.firstName,
    lastName: saved?.lastName,
    name: saved?.name ?? profile?.name,
    phone: saved?.phone ?? profile?.phone,
    country: saved?.country,
  };
  const [, create] = useMutation(CREATE_FIAT_DEPOSIT_PAYMENT_MUTATION);
  const [rgRefusal, setRgRefusal] = useState<RgRefusal | null>(null);
  const decimals = currencyDecimals(currency);
  const minor = parseMajorToMinor(amount, decimals) ?? 0n;
  const submitText = t('deposit.pay', {
    amount: isolate(formatMoney(minor, currency, currentLanguage(), { decimals })),
  });

  const pay = async (values: Record<string, string>) => {
    setRgRefusal(null);
    if (beforePay && !(await beforePay())) return;
    const result = await submitWithRequestKey((requestKey) =>
      create({
        input: {
          methodId: method.id,
          currency,
          amount: Number(amount),
          returnUrl: window.location.href,
          predefinedFields: toPredefinedFieldsPayload(fields ?? [], values),
          userAgent: navigator.userAgent,
          requestKey,
        },
      }),
    );
    const payment = result.data?.createFiatDepositPayment;
    if (payment?.status === 'SUCCESS' && payment.paymentLink) {
      window.location.assign(payment.paymentLink);
      return;
    }
    const rgCode =
      payment?.rg?.code ?? (payment?.errorMessage?.startsWith('RG_') ? payment.errorMessage : null);
    if (rgCode) {
      // responsible gaming (issue 14): over the deposit limit, on a break … — inline, with the amount left
      setRgRefusal(payment?.rg ?? bareRefusal(rgCode));
      return;
    }
    console.error('Fiat deposit failed', result.error ?? payment?.errorMessage);
    const code = payment?.errorMessage;
    void notify(
      code && code !== 'FIAT_DEPOSIT_CREATE_PAYMENT_ERROR' && i18n.exists(`errors:${code}.title`)
        ? code
        : 'FIAT_DEPOSIT_CREATE_PAYMENT_ERROR',
    );
  };

  if (loading) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (failed || !fields) {
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <p className="text-body-sm text-muted">{t('loadFailed')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <Fields
      fields={fields}
      profile={prefill}
      countries={details.data?.countries ?? []}
      submitText={submitText}
      onSubmit={pay}
      alert={rgRefusal ? <RgRefusalAlert refusal={rgRefusal} /> : null}
    />
  );
}
