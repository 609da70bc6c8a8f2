// Deposit step 2 (fiat only, spec §2.8 / §5): the amount with the method's min and max, the
// predefined amounts, the bonus preview, and Next disabled while the amount is invalid. The
// preview never blocks the deposit: below the bonus minimum the money is credited without it.
import {
  currencyDecimals,
  depositAmountRule,
  formatMoney,
  isNoBonus,
  normalizeNumberInput,
  parseMajorToMinor,
} from '@aurum/domain';
import { Gift, TriangleAlert } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import type { DepositBonusInfo } from '@/lib/api/deposit-bonuses';
import type { FiatPaymentMethod } from '../../api/get-payment-methods';
import { depositBonusPreview, type DepositBonusChoice } from '../../model/deposit-bonus';
import { isolate } from '../../model/money';
import { validationText } from '../../model/validation-text';

export function AmountStep({
  method,
  currency,
  bonus,
  amount,
  onAmountChange,
  onNext,
}: {
  method: FiatPaymentMethod;
  currency: string;
  bonus: DepositBonusChoice | null;
  amount: string;
  onAmountChange: (value: string) => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('wallet');
  const { t: tv } = useTranslation('validation');
  const [touched, setTouched] = useState(false);
  const locale = currentLanguage();
  const decimals = currencyDecimals(currency);
  const min = parseMajorToMinor(method.limitation.min, decimals);
  const max = parseMajorToMinor(method.limitation.max, decimals);
  const money = (minor: bigint) => isolate(formatMoney(minor, currency, locale, { decimals }));
  const rule = useMemo(() => depositAmountRule({ min, max, decimals }), [min, max, decimals]);
  const error = rule(amount);
  const minor = parseMajorToMinor(amount, decimals);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!error) onNext();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Input
        label={t('deposit.amountLabel', { currency })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onValueChange={(value) => onAmountChange(normalizeNumberInput(value, decimals))}
        error={
          error?.code === 'VALIDATION_MIN' && min !== null
            ? tv('VALIDATION_MIN', { min: money(min) })
            : error?.code === 'VALIDATION_MAX' && max !== null
              ? tv('VALIDATION_MAX', { max: money(max) })
              : validationText(tv, error, t('form.pattern'))
        }
        touched={touched || amount !== ''}
        hint={
          min !== null && max !== null
            ? t('deposit.limits', { min: money(min), max: money(max) })
            : undefined
        }
        data-testid="deposit-amount"
      />
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {method.limitation.predefinedAmounts.map((value) => {
          const picked = parseMajorToMinor(value, decimals);
          const active = picked !== null && picked === minor;
          return (
            <button
              key={value}
              type="button"
              onClick={() => onAmountChange(value)}
              className={cn(
                'min-h-11 rounded-lg border text-body-sm font-semibold tabular-nums transition-colors',
                active
                  ? 'border-gold/70 bg-gold/10 text-gold'
                  : 'border-border bg-surface-2 hover:border-gold/50',
              )}
            >
              <span dir="ltr">{picked === null ? value : money(picked)}</span>
            </button>
          );
        })}
      </div>
      {bonus && !isNoBonus(bonus.id) && bonus.bonusInfo ? (
        <BonusPreviewNote bonusInfo={bonus.bonusInfo} currency={currency} amount={amount} />
      ) : null}
      <Button type="submit" size="lg" block disabled={Boolean(error)} data-testid="deposit-next">
        {t('deposit.next')}
      </Button>
    </form>
  );
}

/** The bonus this amount gives (spec §5): a receive message, WARN_MIN_DEP_AMOUNT or INCORRECT_DATA. */
export function BonusPreviewNote({
  bonusInfo,
  currency,
  amount,
}: {
  bonusInfo: DepositBonusInfo;
  currency: string;
  amount: string;
}) {
  const { t } = useTranslation('wallet');
  const locale = currentLanguage();
  const decimals = currencyDecimals(currency);
  const preview = useMemo(
    () => depositBonusPreview(amount, bonusInfo, decimals),
    [amount, bonusInfo, decimals],
  );
  if (!preview) return null;
  const money = (minor: bigint) => isolate(formatMoney(minor, currency, locale, { decimals }));
  let text: string;
  if (preview.kind === 'reward') {
    const spins = preview.freeSpins;
    text =
      preview.bonus > 0n
        ? spins > 0
          ? t('deposit.preview.receiveWithSpins', { amount: money(preview.bonus), spins })
          : t('deposit.preview.receive', { amount: money(preview.bonus) })
        : t('deposit.preview.receiveSpins', { spins });
    if (preview.capped) text = `${text}. ${t('deposit.preview.capped')}`;
  } else if (preview.kind === 'below-min') {
    text = t('deposit.preview.belowMin', { amount: money(preview.minDepositAmount) });
  } else {
    text = t('deposit.preview.incorrect');
  }
  const good = preview.kind === 'reward';
  return (
    <p
      role="status"
      data-testid="deposit-bonus-preview"
      data-code={preview.code}
      className={cn(
        'flex items-start gap-2 rounded-xl p-3 text-body-sm',
        good ? 'bg-success/10 text-success' : 'bg-warning/10 text-warning',
      )}
    >
      {good ? (
        <Gift size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
      ) : (
        <TriangleAlert size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
      )}
      <span className="min-w-0">
        <span className="block text-caption font-semibold opacity-80">{bonusInfo.title}</span>
        <span>{text}</span>
      </span>
    </p>
  );
}
