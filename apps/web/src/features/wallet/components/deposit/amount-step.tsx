// Deposit step 2 (fiat only, spec §2.8 / §5): the amount with the method's min and max, the
// predefined amounts, the bonus preview, and Next disabled while the amount is invalid.
import {
  bonusPreviewRulesFromInfo,
  currencyDecimals,
  depositAmountRule,
  formatMoney,
  isNoBonus,
  normalizeNumberInput,
  parseMajorToMinor,
  previewBonus,
} from '@aurum/domain';
import { Gift, TriangleAlert } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import type { FiatPaymentMethod } from '../../api/get-payment-methods';
import type { DepositBonusChoice } from '../../model/deposit-bonus';
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

  const preview = useMemo(() => {
    if (!bonus || isNoBonus(bonus.id) || !bonus.bonusInfo) return null;
    return previewBonus(minor, bonusPreviewRulesFromInfo(bonus.bonusInfo, decimals));
  }, [bonus, minor, decimals]);

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
      {preview ? (
        <p
          className={cn(
            'flex items-center gap-2 rounded-xl p-3 text-body-sm',
            preview.kind === 'reward' ? 'bg-success/10 text-success' : 'bg-warning/10 text-warning',
          )}
        >
          {preview.kind === 'reward' ? (
            <Gift size={18} aria-hidden="true" />
          ) : (
            <TriangleAlert size={18} aria-hidden="true" />
          )}
          <span dir="auto">
            {preview.kind === 'reward'
              ? preview.freeSpins > 0
                ? t('deposit.preview.receiveWithSpins', {
                    amount: money(preview.bonus),
                    spins: preview.freeSpins,
                  })
                : t('deposit.preview.receive', { amount: money(preview.bonus) })
              : preview.kind === 'below-min'
                ? t('deposit.preview.belowMin', { amount: money(preview.minDepositAmount) })
                : t('deposit.preview.incorrect')}
          </span>
        </p>
      ) : null}
      <Button type="submit" size="lg" block disabled={Boolean(error)} data-testid="deposit-next">
        {t('deposit.next')}
      </Button>
    </form>
  );
}
