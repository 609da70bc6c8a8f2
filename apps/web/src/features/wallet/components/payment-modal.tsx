// The older payment modal (spec §2.8, §4.9, §5): Deposit and Withdrawal tabs, a fiat currency
// (no crypto, filtered by the tab's enabled flag, the first preselected), a provider list, then
// the form. Switching the tab or the currency clears the provider. Amounts are sent ×100.
import {
  normalizeNumberInput,
  olderPaymentAmountRule,
  toMinorUnitsForOlderPayment,
  withdrawInputRule,
} from '@aurum/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconImage } from '@/components/icon-image';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import type { ModalComponentProps } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import {
  createOlderDeposit,
  createOlderWithdrawal,
  getOlderMethods,
  getWalletCurrencies,
  type OlderMethod,
  type WalletCurrency,
} from '../api/older-payments';
import { requestBalanceRefresh } from '../model/balance-refresh';
import { formatNumber2, isolate } from '../model/money';
import { validationText } from '../model/validation-text';

type Tab = 'deposit' | 'withdrawal';

const cardRule = withdrawInputRule({ id: 'card', required: true, validation: 'cardNumber' });
const phoneRule = withdrawInputRule({ id: 'phone', required: true });

export default function PaymentModal({ open, onClose, onBack }: ModalComponentProps) {
  const { t } = useTranslation('wallet');
  const [tab, setTab] = useState<Tab>('deposit');
  const [currencies, setCurrencies] = useState<WalletCurrency[] | null>(null);
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const [methods, setMethods] = useState<OlderMethod[] | null>(null);
  const [method, setMethod] = useState<OlderMethod | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    getWalletCurrencies().then(setCurrencies, () => setFailed(true));
  }, []);

  const offered = (currencies ?? []).filter(
    (c) => !c.crypto && (tab === 'deposit' ? c.isDepositEnabled : c.isWithdrawalEnabled),
  );
  const firstId = offered[0]?.id ?? null;
  useEffect(() => {
    if (currencyId === null || !offered.some((c) => c.id === currencyId)) setCurrencyId(firstId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstId, tab]);

  useEffect(() => {
    if (currencyId === null) return;
    let live = true;
    setMethods(null);
    getOlderMethods(tab, currencyId).then(
      (list) => live && setMethods(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [tab, currencyId]);

  const switchTab = (next: Tab) => {
    setTab(next);
    setMethod(null);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      onBack={method ? () => setMethod(null) : onBack}
      title={t('payment.title')}
    >
      <div className="flex flex-col gap-4">
        <div role="tablist" className="grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1">
          {(['deposit', 'withdrawal'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              onClick={() => switchTab(name)}
              className={cn(
                'min-h-11 rounded-lg text-body-sm font-semibold transition-colors',
                tab === name ? 'bg-gold-gradient text-on-gold' : 'text-muted hover:text-text',
              )}
            >
              {t(`payment.tabs.${name}`)}
            </button>
          ))}
        </div>
        <Select
          label={t('payment.currency')}
          items={offered.map((c) => ({ id: c.id, title: `${c.code} — ${c.name}` }))}
          value={currencyId}
          loading={!currencies && !failed}
          onChange={(item) => {
            setCurrencyId(Number(item.id));
            setMethod(null);
          }}
        />
        {failed ? (
          <p className="text-body-sm text-danger">{t('loadFailed')}</p>
        ) : method ? (
          <OlderForm key={`${tab}-${method.id}`} tab={tab} method={method} onDone={onClose} />
        ) : !methods ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : methods.length === 0 ? (
          <p className="rounded-xl bg-surface-2 px-4 py-3 text-body-sm text-muted">
            {t('payment.noProviders')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t('payment.providers')}>
            {methods.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  onClick={() => setMethod(m)}
                  className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-border bg-surface-2 px-3 text-start hover:border-gold/60"
                >
                  <IconImage
                    src={`/media/payments/${m.iconSlug}.svg`}
                    width={40}
                    height={28}
                    className="h-7 w-10 rounded object-contain"
                  />
                  <span className="flex-1 font-semibold">{m.name}</span>
                  <span dir="ltr" className="text-caption text-muted tabular-nums">
                    {formatNumber2(BigInt(m.min), currentLanguage())} –{' '}
                    {formatNumber2(BigInt(m.max), currentLanguage())}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}

function OlderForm({ tab, method, onDone }: { tab: Tab; method: OlderMethod; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const { t: tv } = useTranslation('validation');
  const { user } = useSession();
  const [amount, setAmount] = useState('');
  const [card, setCard] = useState('');
  const [phone, setPhone] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const amountError = olderPaymentAmountRule({ min: BigInt(method.min), max: BigInt(method.max) })(
    amount,
  );
  const withdrawal = tab === 'withdrawal';
  const cardError = withdrawal ? cardRule(card) : null;
  const phoneError = withdrawal ? phoneRule(phone) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (amountError || cardError || phoneError) return;
    const minor = toMinorUnitsForOlderPayment(amount);
    if (minor === null) return;
    setBusy(true);
    try {
      if (withdrawal) {
        await createOlderWithdrawal({
          amount: Number(minor),
          methodId: method.id,
          bankCard: card.trim(),
          phone: phone.trim(),
          additionalFieldsValues: [
            { value: card.trim(), type: 'BANK_CARD' },
            { value: phone.trim(), type: 'PHONE' },
          ],
        });
        void notify('WITHDRAWAL_REQUESTED');
        requestBalanceRefresh();
        onDone();
      } else {
        const result = await createOlderDeposit({
          amount: Number(minor),
          methodId: method.id,
          additionalFieldsValues: [{ value: user?.email ?? '', type: 'EMAIL' }],
        });
        window.location.assign(result.url.redirect_url);
      }
    } catch (error) {
      console.error('Older payment failed', error);
      void notify('ERROR_DEFAULT');
    } finally {
      setBusy(false);
    }
  };

  const limits = t('payment.limits', {
    min: isolate(formatNumber2(BigInt(method.min), currentLanguage())),
    max: isolate(formatNumber2(BigInt(method.max), currentLanguage())),
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="font-semibold">{method.name}</p>
      <Input
        label={t('payment.amount')}
        inputMode="numeric"
        value={amount}
        onValueChange={(v) => setAmount(normalizeNumberInput(v, 0))}
        hint={limits}
        error={validationText(tv, amountError, t('form.pattern'))}
        touched={submitted || undefined}
      />
      {withdrawal ? (
        <>
          <Input
            label={t('payment.card')}
            inputMode="numeric"
            autoComplete="cc-number"
            value={card}
            onValueChange={setCard}
            error={validationText(tv, cardError, t('form.pattern'))}
            touched={submitted || undefined}
          />
          <Input
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            value={phone}
            onValueChange={setPhone}
            error={validationText(tv, phoneError, t('form.pattern'))}
            touched={submitted || undefined}
          />
        </>
      ) : null}
      <Button type="submit" size="lg" block loading={busy}>
        {t(withdrawal ? 'payment.withdraw' : 'payment.deposit')}
      </Button>
    </form>
  );
}
