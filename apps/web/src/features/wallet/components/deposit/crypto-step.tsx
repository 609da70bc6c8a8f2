// Deposit step 3, crypto (spec §2.8, §9): network picker, QR code (170, level L, white), the
// address with Copy, the network's minimum, the arrival note, and the bonus notice: the bonus
// activates when the deposit is credited, the bonus minimum in the coin's terms (at the current
// rate, never below the network's minimum) and the wagering.
import {
  compareDecimals,
  currencyDecimals,
  formatMoney,
  parseDecimal,
  QR_CODE,
} from '@aurum/domain';
import { Copy, Gift, Info } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { DepositBonusInfo } from '@/lib/api/deposit-bonuses';
import { currentLanguage } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useConvertedAmount } from '../../api/convert-currency';
import { RgRefusalAlert } from '@/components/rg-refusal-alert';
import { useDepositAddress } from '../../api/get-deposit-address';
import type { CryptoPaymentMethod } from '../../api/get-payment-methods';
import { bonusHeadline } from '../../model/deposit-bonus';
import { formatMoneyShort, isolate } from '../../model/money';
import { multiplierText, percentText, periodText } from './bonus-text';

export function CryptoStep({
  coin,
  balanceId,
  accountCurrency,
  bonusInfo,
  bonusChoice,
}: {
  coin: CryptoPaymentMethod;
  balanceId: string;
  accountCurrency: string;
  /** The chosen deposit bonus, null for 'no bonus'. */
  bonusInfo: DepositBonusInfo | null;
  /** Whether the server holds the shown choice, and the player's way to confirm it. */
  bonusChoice?: { held: boolean; withBonus: boolean; busy: boolean; confirm: () => void };
}) {
  const { t } = useTranslation('wallet');
  const [networkCode, setNetworkCode] = useState(coin.networks[0]?.code ?? null);
  const network = coin.networks.find((n) => n.code === networkCode) ?? null;
  const { address, loading, failed, refusal, retry } = useDepositAddress(
    balanceId,
    coin.code,
    networkCode,
  );

  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address.address);
      void notify('COPIED');
    } catch (error) {
      console.warn('Clipboard write failed', error);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <span className="text-body-sm font-semibold text-muted" id="crypto-network-label">
          {t('crypto.network')}
        </span>
        <div
          role="radiogroup"
          aria-labelledby="crypto-network-label"
          className="flex flex-wrap gap-2"
        >
          {coin.networks.map((n) => (
            <button
              key={n.code}
              type="button"
              role="radio"
              aria-checked={n.code === networkCode}
              onClick={() => setNetworkCode(n.code)}
              className={cn(
                'min-h-11 rounded-lg border px-3 text-body-sm font-semibold transition-colors',
                n.code === networkCode
                  ? 'border-gold/70 bg-gold/10 text-gold'
                  : 'border-border bg-surface-2',
              )}
            >
              <span dir="ltr">{n.name}</span>
            </button>
          ))}
        </div>
      </div>

      {loading ? (
        <div className="flex flex-col items-center gap-3" aria-busy="true">
          <Skeleton className="size-[186px]" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : refusal ? (
        <RgRefusalAlert refusal={refusal} />
      ) : failed || !address ? (
        <div className="flex flex-col items-center gap-3 py-4 text-center">
          <p className="text-body-sm text-muted">{t('loadFailed')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          <div className="self-center rounded-xl bg-white p-2" data-testid="deposit-qr">
            <QRCodeSVG
              value={address.address}
              size={QR_CODE.size}
              level={QR_CODE.level}
              bgColor={QR_CODE.background}
              title={t('crypto.qr', { coin: coin.code })}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <span className="text-body-sm font-semibold text-muted">
              {t('crypto.address', { coin: coin.code })}
            </span>
            <div className="flex items-center gap-2 rounded-lg border border-border bg-surface-2 ps-3">
              <code
                dir="ltr"
                className="min-w-0 flex-1 break-all py-2 text-body-sm"
                data-testid="deposit-address"
              >
                {address.address}
              </code>
              <Button
                variant="ghost"
                size="md"
                onClick={copy}
                icon={<Copy size={18} aria-hidden="true" />}
              >
                {t('crypto.copy')}
              </Button>
            </div>
          </div>
          <p className="text-body-sm">
            {t('crypto.minimum')}{' '}
            <strong dir="ltr" className="tabular-nums">
              {network?.minimumPayinAmount ?? address.minimumPayinAmount} {coin.code}
            </strong>
          </p>
        </>
      )}
      <p className="flex gap-2 rounded-xl bg-surface-2 p-3 text-caption text-muted">
        <Info size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
        <span>{t('crypto.arrival', { currency: accountCurrency })}</span>
      </p>
      {bonusInfo ? (
        <CryptoBonusNotice
          bonusInfo={bonusInfo}
          coin={coin.code}
          networkMinimum={network?.minimumPayinAmount ?? coin.minimumPayinAmount}
        />
      ) : null}
      {bonusChoice && (bonusInfo || !bonusChoice.held) ? (
        <div className="flex flex-col gap-2" data-testid="crypto-bonus-confirm">
          {bonusChoice.held ? (
            <p className="text-body-sm text-success" role="status">
              {t('crypto.bonus.held')}
            </p>
          ) : (
            <>
              <p className="text-caption text-muted">
                {t(bonusChoice.withBonus ? 'crypto.bonus.notUsed' : 'crypto.bonus.noneHint')}
              </p>
              <Button
                variant={bonusChoice.withBonus ? 'primary' : 'secondary'}
                loading={bonusChoice.busy}
                onClick={bonusChoice.confirm}
                data-testid="crypto-bonus-use"
              >
                {t(bonusChoice.withBonus ? 'crypto.bonus.use' : 'crypto.bonus.useNone')}
              </Button>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** The larger of two decimal strings (an unreadable one loses). */
function larger(a: string | null, b: string | null): string | null {
  const da = a === null ? null : parseDecimal(a);
  const db = b === null ? null : parseDecimal(b);
  if (!da) return db ? b : null;
  if (!db) return a;
  return compareDecimals(da, db) >= 0 ? a : b;
}

function CryptoBonusNotice({
  bonusInfo,
  coin,
  networkMinimum,
}: {
  bonusInfo: DepositBonusInfo;
  coin: string;
  networkMinimum: string | null;
}) {
  const { t } = useTranslation('wallet');
  const locale = currentLanguage();
  const fiat = bonusInfo.currencyCode;
  const decimals = currencyDecimals(fiat);
  const headline = bonusHeadline(bonusInfo, decimals);
  const minMinor = headline.minDeposit;
  const min = bonusInfo.depositRequirements?.minDepositAmount ?? null;
  const converted = useConvertedAmount(minMinor !== null ? min : null, fiat, coin);
  const inCoin = converted.amount === null ? null : larger(converted.amount, networkMinimum);
  const fiatText =
    minMinor !== null ? isolate(formatMoney(minMinor, fiat, locale, { decimals })) : '';
  return (
    <div
      className="flex gap-2.5 rounded-xl border border-gold/40 bg-gold/10 p-3 text-body-sm"
      data-testid="crypto-bonus-notice"
    >
      <Gift size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-gold" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-gold">
          {t('crypto.bonus.title', { title: bonusInfo.title })}
        </p>
        <p>{t('crypto.bonus.activation')}</p>
        {minMinor !== null ? (
          <p>
            {converted.loading && !inCoin ? (
              t('crypto.bonus.minimumFiat', { fiat: fiatText })
            ) : inCoin ? (
              <Trans
                t={t}
                i18nKey="crypto.bonus.minimum"
                values={{ fiat: fiatText, coin: isolate(`${inCoin} ${coin}`) }}
                components={{
                  amount: <strong className="tabular-nums" data-testid="crypto-bonus-minimum" />,
                }}
              />
            ) : (
              t('crypto.bonus.minimumFiat', { fiat: fiatText })
            )}
          </p>
        ) : null}
        {headline.share !== null ? (
          <p className="text-muted">
            {headline.upTo !== null
              ? t('crypto.bonus.rewardUpTo', {
                  percent: isolate(percentText(headline.share, locale)),
                  amount: isolate(formatMoneyShort(headline.upTo, fiat, locale)),
                })
              : t('crypto.bonus.reward', {
                  percent: isolate(percentText(headline.share, locale)),
                })}
          </p>
        ) : null}
        {headline.wagerMultiplier !== null ? (
          <p className="text-muted">
            {headline.wageringTime !== null
              ? t('crypto.bonus.wagering', {
                  multiplier: multiplierText(headline.wagerMultiplier),
                  period: periodText(headline.wageringTime, locale),
                })
              : t('crypto.bonus.wageringNoPeriod', {
                  multiplier: multiplierText(headline.wagerMultiplier),
                })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
