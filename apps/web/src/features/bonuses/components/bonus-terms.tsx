// A bonus's terms as the player reads them: the headline facts of a card and the full terms of
// the details page (spec §2.2, §3 BonusInfo), every number from the data.
import { gamePath, intlNumberFormat } from '@aurum/domain';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryIcon } from '@/components/category-icon';
import { currentLanguage } from '@/lib/i18n';
import type { BonusInfo } from '../api/bonus-fields';
import { formatBonusMoney, ltr } from '../model/money';
import { categoryContributions, maxCashout, rewardSummary, smallerAmount } from '../model/terms';
import { formatHours } from './bonus-parts';

/** "100% up to $500", "10% of net losses, up to $200", "Free spins: 50", "$10 bonus". */
export function rewardText(info: BonusInfo, t: TFunction, locale: string): string {
  const reward = rewardSummary(info);
  const money = (amount: string) => ltr(formatBonusMoney(amount, info.currencyCode, locale));
  if (!reward) return '—';
  switch (reward.type) {
    case 'spins':
      return t('bonuses:reward.spins', { count: reward.spins });
    case 'fixed':
      return t('bonuses:reward.fixed', { amount: money(reward.amount) });
    case 'percent': {
      const base = reward.of === 'deposit' ? 'percentDeposit' : 'percentLosses';
      return reward.cap
        ? t(`bonuses:reward.${base}Cap`, { percent: reward.percent, cap: money(reward.cap) })
        : t(`bonuses:reward.${base}`, { percent: reward.percent });
    }
  }
}

function wagerText(info: BonusInfo, t: TFunction, locale: string): string {
  const multiplier = intlNumberFormat(locale, { maximumFractionDigits: 2 }).format(
    info.wagerRequirements.wagerMultiplier,
  );
  return t('bonuses:facts.wagerValue', { multiplier });
}

/** The three headline facts of a catalogue card: reward, wager, minimum deposit. */
export function BonusFacts({ info }: { info: BonusInfo }) {
  const { t } = useTranslation('bonuses');
  const locale = currentLanguage();
  const min = info.depositRequirements?.minDepositAmount;
  const facts: [string, string, string][] = [
    ['reward', t('facts.reward'), rewardText(info, t, locale)],
    ['wager', t('facts.wager'), wagerText(info, t, locale)],
    [
      'min-deposit',
      t('facts.minDeposit'),
      info.depositRequirements
        ? min
          ? ltr(formatBonusMoney(min, info.currencyCode, locale))
          : t('facts.anyAmount')
        : t('facts.noDeposit'),
    ],
  ];
  return (
    <dl className="grid grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)] gap-2">
      {facts.map(([key, label, value]) => (
        <div
          key={key}
          data-testid={`fact-${key}`}
          className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-surface-2 px-2.5 py-2"
        >
          <dt className="text-caption leading-tight text-muted">{label}</dt>
          <dd className="text-body-sm font-semibold leading-tight text-text">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Row({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <div
      data-testid={testId}
      className="flex items-baseline justify-between gap-4 border-b border-border py-2.5 last:border-b-0"
    >
      <dt className="text-body-sm text-muted">{label}</dt>
      <dd className="text-end text-body-sm font-semibold text-text">{value}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
      <h2 className="text-subtitle font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Every term of a bonus: facts, wagering, category contributions, free spins, the terms text. */
export function BonusTermsDetails({ info }: { info: BonusInfo }) {
  const { t } = useTranslation('bonuses');
  const { t: tc } = useTranslation('common');
  const locale = currentLanguage();
  const c = info.currencyCode;
  const money = (amount: string | null | undefined) =>
    amount ? ltr(formatBonusMoney(amount, c, locale)) : null;
  const reward = rewardSummary(info);
  const cashout = maxCashout(info);
  const wager = info.wagerRequirements;
  const deposit = info.depositRequirements;
  const maxBonus =
    reward?.type === 'percent'
      ? reward.cap
      : smallerAmount(info.rewardInfo.rewardAmount, info.rewardInfo.maxRewardLimit);
  const contributions = categoryContributions(info);
  const spins = info.freespinsInfo;
  const number = (value: number) => intlNumberFormat(locale).format(value);

  let cashoutText: string | null = null;
  if (cashout?.multiplier && cashout.limit) {
    cashoutText = t('details.maxCashoutBoth', {
      multiplier: number(cashout.multiplier),
      limit: money(cashout.limit) ?? '',
    });
  } else if (cashout?.multiplier) {
    cashoutText = t('details.maxCashoutMultiplier', { multiplier: number(cashout.multiplier) });
  } else if (cashout?.limit) {
    cashoutText = money(cashout.limit);
  }

  return (
    <div className="flex flex-col gap-4" data-testid="bonus-terms">
      <Section title={t('details.keyFacts')}>
        <dl>
          <Row
            label={t('details.reward')}
            value={rewardText(info, t, locale)}
            testId="term-reward"
          />
          {maxBonus && reward?.type !== 'spins' ? (
            <Row label={t('details.maxBonus')} value={money(maxBonus)} testId="term-max-bonus" />
          ) : null}
          {deposit ? (
            <>
              <Row
                label={t('details.minDeposit')}
                value={money(deposit.minDepositAmount) ?? t('facts.anyAmount')}
                testId="term-min-deposit"
              />
              <Row
                label={t('details.depositMethod')}
                value={
                  info.depositPaymentType?.toUpperCase() === 'CRYPTO'
                    ? t('details.cryptoOnly')
                    : t('details.anyMethod')
                }
              />
            </>
          ) : (
            <Row label={t('details.minDeposit')} value={t('facts.noDeposit')} />
          )}
          <Row
            label={t('details.maxCashout')}
            value={cashoutText ?? t('details.noLimit')}
            testId="term-max-cashout"
          />
        </dl>
      </Section>

      <Section title={t('details.wagering')}>
        <dl>
          <Row
            label={t('details.wagerMultiplier')}
            value={t('details.wagerMultiplierValue', { multiplier: number(wager.wagerMultiplier) })}
            testId="term-wager"
          />
          <Row
            label={t('details.wageringTime')}
            value={formatHours(wager.wageringTime, locale)}
            testId="term-time"
          />
          <Row
            label={t('details.minBet')}
            value={money(wager.minWagerBet) ?? t('details.anyBet')}
            testId="term-min-bet"
          />
          <Row
            label={t('details.maxBet')}
            value={money(wager.maxWagerBet) ?? t('details.anyBet')}
            testId="term-max-bet"
          />
        </dl>
        {info.availableForGame ? (
          <p className="text-body-sm text-muted" data-testid="term-only-game">
            <Trans
              t={t}
              i18nKey="details.onlyGame"
              values={{ game: info.availableForGame }}
              components={{
                1: info.availableForGameSlug ? (
                  <Link
                    to={gamePath(info.availableForGameSlug)}
                    className="font-semibold text-gold hover:text-gold-strong"
                  />
                ) : (
                  <span className="font-semibold text-text" />
                ),
              }}
            />
          </p>
        ) : null}
      </Section>

      {contributions.length > 0 ? (
        <Section title={t('details.categories')}>
          <table className="w-full text-body-sm" data-testid="term-categories">
            <thead>
              <tr className="text-caption text-muted">
                <th scope="col" className="pb-2 text-start font-normal">
                  {t('details.category')}
                </th>
                <th scope="col" className="pb-2 text-end font-normal">
                  {t('details.contribution')}
                </th>
              </tr>
            </thead>
            <tbody>
              {contributions.map((row) => (
                <tr key={row.category} className="border-t border-border">
                  <td className="py-2">
                    <span className="inline-flex items-center gap-2">
                      <CategoryIcon name={row.category} size={16} className="text-muted" />
                      {tc(`categories.${row.category}`, { defaultValue: row.category })}
                    </span>
                  </td>
                  <td dir="ltr" className="py-2 text-end font-semibold tabular-nums rtl:text-start">
                    {t('details.contributionValue', { percent: row.percent })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-caption text-muted">{t('details.categoriesNote')}</p>
        </Section>
      ) : null}

      {spins ? (
        <Section title={t('details.freeSpins')}>
          <dl>
            <Row
              label={t('details.freeSpinsCount')}
              value={number(spins.freeSpinsCount)}
              testId="term-spins"
            />
            {spins.freespinsGame ? (
              <Row
                label={t('details.freeSpinsGame')}
                value={
                  spins.freespinsGameSlug ? (
                    <Link
                      to={gamePath(spins.freespinsGameSlug)}
                      className="text-gold hover:text-gold-strong"
                    >
                      {spins.freespinsGame}
                    </Link>
                  ) : (
                    spins.freespinsGame
                  )
                }
              />
            ) : null}
            {spins.freespinsExpireTime ? (
              <Row
                label={t('details.freeSpinsExpire')}
                value={formatHours(spins.freespinsExpireTime, locale)}
              />
            ) : null}
          </dl>
        </Section>
      ) : null}

      <Section title={t('details.terms')}>
        <p className="text-body-sm leading-relaxed whitespace-pre-line text-text/90">
          {info.terms}
        </p>
        <Link
          to="/bonus-terms-and-conditions"
          className="inline-flex min-h-11 items-center self-start text-body-sm font-semibold text-gold hover:text-gold-strong"
        >
          {t('details.generalTerms')}
        </Link>
      </Section>
    </div>
  );
}
