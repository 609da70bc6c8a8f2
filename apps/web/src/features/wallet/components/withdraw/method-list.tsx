// Withdraw step 1 lists (spec §2.8): cards with logo, name, min–max for the account currency and
// a KYC badge; an empty-list message.
import {
  currencyDecimals,
  formatMoney,
  parseMajorToMinor,
  withdrawCurrencySetting,
} from '@aurum/domain';
import { ChevronRight, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconImage } from '@/components/icon-image';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/i18n';
import type { WithdrawMethod } from '../../api/withdraw-methods';

function Logo({ src, name }: { src: string; name: string }) {
  return (
    <IconImage
      src={src}
      width={48}
      height={32}
      loading="lazy"
      className="h-8 w-12 rounded-md object-contain"
      fallback={
        <span className="flex h-8 w-12 items-center justify-center rounded-md bg-gold/15 text-[11px] font-bold text-gold">
          {name.slice(0, 4).toUpperCase()}
        </span>
      }
    />
  );
}

export function WithdrawMethodList({
  title,
  methods,
  currency,
  loading,
  onPick,
  testId,
}: {
  title: string;
  methods: readonly WithdrawMethod[];
  currency: string;
  loading: boolean;
  onPick: (method: WithdrawMethod) => void;
  testId: string;
}) {
  const { t } = useTranslation('wallet');
  const locale = currentLanguage();
  const decimals = currencyDecimals(currency);
  const money = (major: string) =>
    formatMoney(parseMajorToMinor(major, decimals) ?? 0n, currency, locale, { decimals });

  return (
    <section className="flex flex-col gap-2.5" data-testid={testId}>
      <h3 className="text-body-sm font-semibold text-muted">{title}</h3>
      {loading ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-16 rounded-xl" />
          <Skeleton className="h-16 rounded-xl" />
        </div>
      ) : methods.length === 0 ? (
        <p className="rounded-xl bg-surface-2 px-4 py-3 text-body-sm text-muted">
          {t('withdraw.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {methods.map((method) => {
            const setting = withdrawCurrencySetting(method, currency);
            return (
              <li key={method.id}>
                <button
                  type="button"
                  disabled={method.maintenance}
                  onClick={() => onPick(method)}
                  className="flex min-h-16 w-full items-center gap-3 rounded-xl border border-border bg-surface-2 px-3 py-2 text-start transition-colors hover:border-gold/60 disabled:opacity-50"
                >
                  <Logo src={method.logo} name={method.title} />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-semibold">{method.title}</span>
                    {setting ? (
                      <span dir="ltr" className="self-start text-caption text-muted tabular-nums">
                        {money(setting.minWithdrawAmount)} – {money(setting.maxWithdrawAmount)}
                      </span>
                    ) : null}
                  </span>
                  {method.kycRequired || method.kyc ? (
                    <span className="flex items-center gap-1 rounded-md bg-info/15 px-1.5 py-0.5 text-caption font-semibold text-info">
                      <ShieldCheck size={14} aria-hidden="true" />
                      {t('withdraw.kyc')}
                    </span>
                  ) : null}
                  <ChevronRight
                    size={18}
                    aria-hidden="true"
                    className="shrink-0 text-muted rtl:-scale-x-100"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
