// The deposit modal (spec §2.8, §4.9): step 1 bonus + fiat and crypto methods, step 2 the amount
// (fiat only), step 3 the provider form or the crypto address. Crypto skips step 2 and Back from
// it returns to step 1. Opened with an optional bonusId (a user bonus id, or a bonus name such as
// welcome, from the Bonuses pages). The bonus choice stays in the browser until the player
// confirms it: Pay on the card form, or "Use this bonus" beside a crypto address; only then does
// the server hold it (selectDepositBonus), so the deposit activates what the player saw and
// looking at an address never opts the player into a bonus.
import {
  requiresCryptoDeposit,
  UI,
  visibleCryptoMethods,
  visibleFiatMethods,
  isNoBonus,
} from '@aurum/domain';
import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconImage } from '@/components/icon-image';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import type { ModalComponentProps } from '@/lib/modal-store';
import { RG_SETTINGS_PATH } from '@/lib/navigation';
import { useCurrentUserBalance } from '../../api/current-user-balance';
import {
  usePaymentMethods,
  type CryptoPaymentMethod,
  type FiatPaymentMethod,
} from '../../api/get-payment-methods';
import { useDepositBonusChoice } from '../../model/use-deposit-bonus-choice';
import { DemoTopUp } from '../demo-top-up';
import { AmountStep, BonusPreviewNote } from './amount-step';
import { BonusSection } from './bonus-section';
import { CryptoStep } from './crypto-step';
import { MethodGrid } from './method-grid';
import { ProviderForm } from './provider-form';

type Picked =
  { kind: 'fiat'; method: FiatPaymentMethod } | { kind: 'crypto'; method: CryptoPaymentMethod };

export interface DepositModalProps extends Record<string, unknown> {
  /** A user bonus id or a bonus name (route key) to preselect. */
  bonusId?: string | number;
}

export default function DepositModal({ open, onClose, onBack, props: raw }: ModalComponentProps) {
  const props = raw as DepositModalProps;
  const { t, i18n } = useTranslation('wallet');
  const { user, balance, loading: userLoading } = useCurrentUserBalance();
  const currency = balance?.currency.code ?? null;
  const { methods, loading, failed, retry } = usePaymentMethods(currency);
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [amount, setAmount] = useState('');
  const [leaving, setLeaving] = useState(false);
  const bonusChoice = useDepositBonusChoice(
    currency,
    i18n.resolvedLanguage ?? i18n.language,
    props.bonusId,
  );

  const bonus = bonusChoice.selected;
  const withBonus = Boolean(bonus && !isNoBonus(bonus.id));
  const fiat = methods ? visibleFiatMethods(methods.fiat) : [];
  const cryptoMethods = methods ? visibleCryptoMethods(methods.crypto) : [];
  const showFiat = !requiresCryptoDeposit(bonus);
  const methodsLoading = loading || userLoading || bonusChoice.loading;

  /** Step 1 → the next step; the bonus choice is confirmed later, by the player. */
  const leaveStep1 = (go: () => void) => go();
  /** The player commits to the shown bonus choice; a refusal returns to step 1 with its error. */
  const confirmBonus = async (): Promise<boolean> => {
    if (leaving) return false;
    setLeaving(true);
    try {
      const ok = await bonusChoice.confirm();
      if (!ok) {
        setPicked(null);
        setStep(1);
      }
      return ok;
    } finally {
      setLeaving(false);
    }
  };
  const pickFiat = (id: string) => {
    const method = fiat.find((m) => m.id === id);
    if (!method) return;
    leaveStep1(() => {
      setPicked({ kind: 'fiat', method });
      setAmount(method.limitation.predefinedAmounts[0] ?? '');
      setStep(2);
    });
  };
  const pickCrypto = (code: string) => {
    const method = cryptoMethods.find((m) => m.code === code);
    if (!method) return;
    leaveStep1(() => {
      setPicked({ kind: 'crypto', method });
      setStep(3);
    });
  };
  const back = () => {
    if (step === 3 && picked?.kind === 'crypto') setStep(1);
    else if (step > 1) setStep((s) => (s - 1) as 1 | 2);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      onBack={step > 1 ? back : onBack}
      size="lg"
      title={t(`deposit.HEADER_STEP_${step}`)}
    >
      <div data-testid={`deposit-step-${step}`} className="flex flex-col gap-5">
        {step === 1 ? (
          <>
            <BonusSection state={bonusChoice} />
            <DemoTopUp />
            {failed ? (
              <div className="flex flex-col items-center gap-3 py-4 text-center">
                <p className="text-body-sm text-muted">{t('loadFailed')}</p>
                <Button variant="secondary" onClick={retry}>
                  {t('retry')}
                </Button>
              </div>
            ) : (
              <>
                {showFiat ? (
                  <MethodGrid
                    testId="deposit-fiat"
                    title={t('deposit.fiatGroup')}
                    loading={methodsLoading}
                    busy={leaving}
                    skeletons={UI.paymentGridColumns * 2}
                    empty={t('deposit.noMethods')}
                    onPick={pickFiat}
                    tiles={fiat.map((m) => ({
                      key: m.id,
                      name: m.name,
                      icon: m.icon,
                      disabled: !m.enabled,
                      badge: m.isRecommended ? t('deposit.recommended') : undefined,
                    }))}
                  />
                ) : null}
                <MethodGrid
                  testId="deposit-crypto"
                  title={t('deposit.cryptoGroup')}
                  loading={methodsLoading}
                  busy={leaving}
                  skeletons={UI.cryptoSkeletons}
                  empty={t('deposit.noMethods')}
                  onPick={pickCrypto}
                  tiles={cryptoMethods.map((m) => ({
                    key: m.code,
                    name: m.name,
                    short: m.code,
                    icon: `/media/payments/${m.code.toLowerCase()}.svg`,
                  }))}
                />
              </>
            )}
            <DepositLimitLink onClose={onClose} />
          </>
        ) : null}

        {step === 2 && picked?.kind === 'fiat' && currency ? (
          <>
            <MethodSummary name={picked.method.name} icon={picked.method.icon} />
            <AmountStep
              method={picked.method}
              currency={currency}
              bonus={bonus}
              amount={amount}
              onAmountChange={setAmount}
              onNext={() => setStep(3)}
            />
          </>
        ) : null}

        {step === 3 && picked?.kind === 'fiat' && currency ? (
          <>
            <MethodSummary name={picked.method.name} icon={picked.method.icon} />
            {withBonus && bonus?.bonusInfo ? (
              <BonusPreviewNote bonusInfo={bonus.bonusInfo} currency={currency} amount={amount} />
            ) : null}
            <ProviderForm
              method={picked.method}
              currency={currency}
              amount={amount}
              profile={user}
              beforePay={confirmBonus}
            />
          </>
        ) : null}

        {step === 3 && picked?.kind === 'crypto' && balance ? (
          <>
            <MethodSummary
              name={picked.method.name}
              short={picked.method.code}
              icon={`/media/payments/${picked.method.code.toLowerCase()}.svg`}
            />
            <CryptoStep
              coin={picked.method}
              balanceId={balance.id}
              accountCurrency={balance.currency.code}
              bonusInfo={withBonus ? (bonus?.bonusInfo ?? null) : null}
              bonusChoice={{
                held: bonusChoice.held,
                withBonus,
                busy: leaving,
                confirm: () => void confirmBonus(),
              }}
            />
          </>
        ) : null}
        {step > 1 && !balance ? <Skeleton className="h-40" /> : null}
      </div>
    </Modal>
  );
}

/** Responsible gaming (issue 14): the way to a deposit limit, from where deposits start. */
function DepositLimitLink({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Link
      to={`${RG_SETTINGS_PATH}#limits`}
      onClick={onClose}
      data-testid="deposit-rg-link"
      className="inline-flex min-h-11 items-center gap-2 self-start text-body-sm font-semibold text-info hover:text-gold"
    >
      <ShieldCheck size={18} aria-hidden="true" />
      {t('rg.depositLimitLink')}
    </Link>
  );
}

function MethodSummary({ name, icon, short }: { name: string; icon?: string; short?: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-surface-2 p-3">
      <IconImage
        src={icon}
        width={32}
        height={32}
        className="size-8 object-contain"
        fallback={
          short ? (
            <span className="flex size-8 items-center justify-center rounded-full bg-gold/15 text-[11px] font-bold text-gold">
              {short}
            </span>
          ) : null
        }
      />
      <span className="font-semibold">{name}</span>
    </div>
  );
}
