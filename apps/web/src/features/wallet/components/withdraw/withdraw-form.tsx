// Withdraw step 2 (spec §2.8, §5, §8): the method's inputs and dropdowns (first option
// preselected), the amount rule, fee and total with 2 decimals, and the request itself.
import {
  calculateWithdrawalFee,
  currencyDecimals,
  formatMoney,
  normalizeNumberInput,
  parseMajorToMinor,
  withdrawAmountRule,
  withdrawCurrencySetting,
  withdrawDropdownRule,
  withdrawInputRule,
} from '@aurum/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { RgRefusalAlert } from '@/components/rg-refusal-alert';
import type { RgRefusal } from '@/lib/api/rg-refusal';
import { bareRefusal } from '@/lib/rg-sign-out';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { CREATE_WITHDRAW_REQUEST_MUTATION } from '../../api/create-withdraw-request';
import type { WithdrawInput, WithdrawMethod } from '../../api/withdraw-methods';
import { isolate } from '../../model/money';
import { submitWithRequestKey } from '../../model/request-key';
import { validationText } from '../../model/validation-text';

export function WithdrawForm({
  method,
  currency,
  realBalance,
  onChangeMethod,
  onDone,
}: {
  method: WithdrawMethod;
  currency: string;
  realBalance: string;
  onChangeMethod: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('wallet');
  const { t: tv } = useTranslation('validation');
  const locale = currentLanguage();
  const decimals = currencyDecimals(currency);
  const setting = withdrawCurrencySetting(method, currency);
  const [amount, setAmount] = useState('');
  const [options, setOptions] = useState<Record<string, string>>(() =>
    Object.fromEntries(method.dropdowns.map((d) => [d.id, d.options[0]?.id ?? ''])),
  );
  const [values, setValues] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ reason: string; text: string } | null>(null);
  const [rgRefusal, setRgRefusal] = useState<RgRefusal | null>(null);
  const [, create] = useMutation(CREATE_WITHDRAW_REQUEST_MUTATION);

  const inputs: WithdrawInput[] = useMemo(() => {
    const extra = method.dropdowns.flatMap(
      (d) => d.options.find((o) => o.id === options[d.id])?.inputs ?? [],
    );
    return [...method.inputs, ...extra];
  }, [method, options]);

  const minor = (major: string | undefined) => (major ? parseMajorToMinor(major, decimals) : null);
  const amountRule = withdrawAmountRule({
    minWithdrawAmount: minor(setting?.minWithdrawAmount),
    maxWithdrawAmount: minor(setting?.maxWithdrawAmount),
    realBalance: parseMajorToMinor(realBalance, decimals) ?? 0n,
    decimals,
  });
  const amountError = amountRule(amount);
  const inputErrors = Object.fromEntries(
    inputs.map((i) => [i.id, withdrawInputRule(i)(values[i.id])]),
  );
  const dropdownErrors = Object.fromEntries(
    method.dropdowns.map((d) => [d.id, withdrawDropdownRule(d)(options[d.id])]),
  );
  const valid =
    !amountError &&
    Object.values(inputErrors).every((e) => !e) &&
    Object.values(dropdownErrors).every((e) => !e);

  const amountMinor = parseMajorToMinor(amount, decimals) ?? 0n;
  const fee = calculateWithdrawalFee({
    amount: amountMinor,
    percent: method.fee || '0',
    staticFee: minor(setting?.staticFee) ?? 0n,
    decimals,
  });
  const money2 = (value: bigint) => formatMoney(value, currency, locale, { decimals });
  const totalMinor = parseMajorToMinor(fee.totalDisplay, 2) ?? 0n;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    setRgRefusal(null);
    if (!valid) return;
    setBusy(true);
    const result = await submitWithRequestKey((requestKey) =>
      create({
        input: {
          amount: normalizeNumberInput(amount, decimals).replace(/\.$/, ''),
          methodId: method.id,
          currency,
          inputs: inputs
            .filter((i) => (values[i.id] ?? '').trim() !== '')
            .map((i) => ({ inputId: i.id, value: (values[i.id] ?? '').trim() })),
          dropdowns: method.dropdowns
            .filter((d) => options[d.id])
            .map((d) => ({ dropdownId: d.id, optionId: options[d.id] ?? '' })),
          requestKey,
        },
      }),
    );
    setBusy(false);
    const data = result.data?.createWithdrawRequest;
    if (data?.__typename === 'CreateWithdrawRequestSuccess') {
      void notify('WITHDRAWAL_REQUESTED');
      onDone();
      return;
    }
    if (data?.__typename === 'CreateWithdrawRequestRefused') {
      const body = t(`withdraw.reasons.${data.reason}`, {
        amount: data.remaining ?? '',
        currency,
        defaultValue: t('withdraw.reasons.OTHER'),
      });
      setRefusal({ reason: data.reason, text: body });
      void notify('ERROR_TOAST_WITHDRAW_UNAVAILABLE', { message: body });
      return;
    }
    if (data?.__typename === 'GeneralAppError' && data.code.startsWith('RG_')) {
      // responsible gaming (issue 14): explained inline, with its date or amount
      setRgRefusal(data.rg ?? bareRefusal(data.code));
      return;
    }
    if (data?.__typename === 'GeneralAppError' && data.code === 'INSUFFICIENT_FUNDS') {
      void notify('ERROR_TOAST_HEAD', { message: tv('INSUFFICIENT_FUNDS') });
      return;
    }
    console.error('Withdrawal request failed', result.error ?? data);
    void notify('ERROR_TOAST_HEAD');
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="withdraw-form">
      <div className="flex items-center gap-3 rounded-xl bg-surface-2 p-3">
        <span className="min-w-0 flex-1 truncate font-semibold">{method.title}</span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="min-h-11"
          onClick={onChangeMethod}
        >
          {t('withdraw.changeMethod')}
        </Button>
      </div>
      {method.dropdowns.map((d) => (
        <Select
          key={d.id}
          label={d.title}
          items={d.options.map((o) => ({ id: o.id, title: o.title }))}
          value={options[d.id] ?? null}
          onChange={(item) => setOptions((o) => ({ ...o, [d.id]: String(item.id) }))}
          error={submitted ? validationText(tv, dropdownErrors[d.id], t('form.pattern')) : null}
        />
      ))}
      {inputs.map((input) => {
        const kind = input.validation?.toLowerCase();
        const crypto = kind === 'btc' || kind === 'eth' || kind === 'trx';
        return (
          <Input
            key={input.id}
            label={input.title}
            name={input.id}
            placeholder={input.placeholder}
            required={input.required}
            maxLength={input.maxLength ?? undefined}
            type={kind === 'email' ? 'email' : 'text'}
            inputMode={kind === 'cardnumber' ? 'numeric' : undefined}
            dir={kind === 'cardnumber' || kind === 'email' || crypto ? 'ltr' : undefined}
            autoComplete={kind === 'cardnumber' ? 'cc-number' : kind === 'email' ? 'email' : 'off'}
            pasteable={crypto}
            value={values[input.id] ?? ''}
            onValueChange={(value) => setValues((v) => ({ ...v, [input.id]: value }))}
            error={validationText(tv, inputErrors[input.id], t('form.pattern'))}
            touched={submitted || undefined}
          />
        );
      })}
      <Input
        label={t('withdraw.amountLabel', { currency })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onValueChange={(value) => setAmount(normalizeNumberInput(value, decimals))}
        error={
          amountError?.code === 'MIN_VALUE' && setting
            ? tv('MIN_VALUE', { min: isolate(money2(minor(setting.minWithdrawAmount) ?? 0n)) })
            : amountError?.code === 'MAX_VALUE' && setting
              ? tv('MAX_VALUE', { max: isolate(money2(minor(setting.maxWithdrawAmount) ?? 0n)) })
              : validationText(tv, amountError, t('form.pattern'))
        }
        touched={submitted || amount !== '' || undefined}
        hint={
          setting
            ? t('withdraw.limits', {
                min: isolate(money2(minor(setting.minWithdrawAmount) ?? 0n)),
                max: isolate(money2(minor(setting.maxWithdrawAmount) ?? 0n)),
              })
            : undefined
        }
        data-testid="withdraw-amount"
      />
      <dl className="flex flex-col gap-1.5 rounded-xl bg-surface-2 p-3 text-body-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">
            {fee.staticFee > 0n
              ? t('withdraw.feeWithStatic', {
                  percent: method.fee,
                  fixed: isolate(money2(fee.staticFee)),
                })
              : t('withdraw.fee', { percent: method.fee })}
          </dt>
          <dd dir="ltr" className="tabular-nums">
            {money2(fee.fee)}
          </dd>
        </div>
        <div className="flex justify-between gap-3 font-semibold">
          <dt>{t('withdraw.total')}</dt>
          <dd dir="ltr" className="tabular-nums" data-testid="withdraw-total">
            {formatMoney(totalMinor, currency, locale, { decimals: 2 })}
          </dd>
        </div>
      </dl>
      {rgRefusal ? <RgRefusalAlert refusal={rgRefusal} showLink={false} /> : null}
      {refusal ? (
        <div
          role="alert"
          className="flex flex-col gap-1 rounded-xl bg-warning/10 p-3 text-body-sm text-warning"
        >
          <p>{refusal.text}</p>
          {refusal.reason === 'KYC_REQUIRED' ? null : (
            <p>
              <Trans
                t={t}
                i18nKey="withdraw.refusedLink"
                components={{
                  terms: <Link to="/bonus-terms-and-conditions" className="underline" />,
                }}
              />
            </p>
          )}
        </div>
      ) : null}
      <Button type="submit" size="lg" block loading={busy} data-testid="withdraw-submit">
        {t('withdraw.submit')}
      </Button>
    </form>
  );
}
