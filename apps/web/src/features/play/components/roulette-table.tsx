// The roulette table around the board: the chip value selector, the bets on the table with a
// remove button each, Undo, Clear and Rebet (the last spin's chips), and the total stake against
// the table's limits (a chip that would pass the maximum is refused with a message).
import { currencyDecimals, formatMinor, parseMajorToMinor, ROULETTE_MAX_BETS } from '@aurum/domain';
import { Eraser, RotateCcw, Undo2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import type { GameEngineConfig } from '../api/play';
import { formatMoney } from '../model/format';
import {
  betsOf,
  chipValues,
  placeRefusal,
  totalOf,
  winsFor,
  type Chip,
  type PlaceRefusal,
} from '../model/roulette-bets';
import type { BetSpot } from '../model/roulette-layout';
import { playSound } from '../model/sound';
import { RouletteBoard, useSpotLabel } from './roulette-board';
import { ChipFace } from './roulette-chip';

export interface RouletteTableProps {
  config: GameEngineConfig;
  chips: readonly Chip[];
  onChips: (chips: Chip[]) => void;
  /** the last settled spin: its chips and pocket */
  last: { chips: readonly Chip[]; pocket: number } | null;
  disabled: boolean;
}

export function RouletteTable({ config, chips, onChips, last, disabled }: RouletteTableProps) {
  const { t } = useTranslation('play');
  const label = useSpotLabel();
  const locale = currentLanguage();
  const decimals = currencyDecimals(config.currency);
  const min = parseMajorToMinor(config.minBet, decimals) ?? 1n;
  const max = parseMajorToMinor(config.maxBet, decimals) ?? min;
  const values = chipValues(min, max);
  const [chip, setChip] = useState<bigint>(values[0] ?? min);
  const [refusal, setRefusal] = useState<PlaceRefusal | null>(null);
  const money = (minor: bigint) =>
    formatMoney(formatMinor(minor, { decimals }), config.currency, locale);

  const bets = betsOf(chips);
  const lastBets = last ? betsOf(last.chips) : [];
  const total = totalOf(chips);
  const showingLast = bets.length === 0 && last !== null && lastBets.length > 0;
  const wins = showingLast ? winsFor(lastBets, last.pocket) : new Map<string, bigint>();

  const place = (spot: BetSpot) => {
    const refused = placeRefusal(chips, spot.key, chip, max);
    setRefusal(refused);
    if (refused) return;
    playSound('chip');
    onChips([...chips, { key: spot.key, amount: chip }]);
  };
  const set = (next: Chip[]) => {
    setRefusal(null);
    onChips(next);
  };

  const listed = showingLast ? lastBets : bets;

  return (
    <div className="flex flex-col gap-3" data-testid="roulette-table">
      <div className="flex flex-col gap-1.5">
        <span id="roulette-chip-label" className="text-caption font-semibold text-muted">
          {t('table.chips')}
        </span>
        <div
          role="radiogroup"
          aria-labelledby="roulette-chip-label"
          dir="ltr"
          className="flex flex-wrap gap-1.5"
        >
          {values.map((v) => (
            <button
              key={String(v)}
              type="button"
              role="radio"
              aria-checked={chip === v}
              aria-label={t('table.chip', { amount: money(v) })}
              onClick={() => setChip(v)}
              data-testid="roulette-chip-value"
              className={cn(
                'flex size-11 items-center justify-center rounded-full transition-transform',
                chip === v
                  ? 'ring-2 ring-gold ring-offset-2 ring-offset-surface motion-safe:-translate-y-0.5'
                  : 'opacity-80 hover:opacity-100',
              )}
            >
              <ChipFace
                amount={v}
                values={values}
                decimals={decimals}
                className="size-10 text-caption"
              />
            </button>
          ))}
        </div>
      </div>

      <RouletteBoard
        red={config.roulette?.redNumbers ?? []}
        bets={bets}
        last={last ? { bets: lastBets, pocket: last.pocket } : null}
        chipValues={values}
        decimals={decimals}
        disabled={disabled}
        onPlace={place}
      />

      <section
        aria-labelledby="roulette-bets-title"
        className="flex flex-col gap-2 rounded-xl bg-surface-2 p-3"
        data-testid="roulette-bets"
      >
        <div className="flex items-baseline justify-between gap-2">
          <h3 id="roulette-bets-title" className="text-body-sm font-semibold">
            {showingLast
              ? t('table.lastSpin', { pocket: last.pocket })
              : t('table.betsTitle', { count: bets.length })}
          </h3>
          <span className="text-body-sm text-muted">
            {t('table.total')}{' '}
            <span
              dir="ltr"
              className="font-semibold text-text tabular-nums"
              data-testid="roulette-total"
            >
              {money(showingLast ? totalOf(last.chips) : total)}
            </span>
          </span>
        </div>

        {listed.length === 0 ? (
          <p className="text-caption text-muted">{t('table.empty')}</p>
        ) : (
          <ul className="flex max-h-52 flex-col gap-1 overflow-y-auto">
            {listed.map((b) => {
              const win = wins.get(b.spot.key) ?? 0n;
              return (
                <li
                  key={b.spot.key}
                  data-testid="roulette-bet"
                  className="flex min-h-11 items-center gap-2 rounded-lg bg-surface px-2 text-body-sm"
                >
                  <ChipFace
                    amount={b.amount}
                    values={values}
                    decimals={decimals}
                    className="size-6 shrink-0 text-[10px]"
                  />
                  <span className="min-w-0 flex-1 truncate" dir="auto">
                    {label(b.spot)}
                  </span>
                  <span dir="ltr" className="tabular-nums text-muted">
                    {money(b.amount)}
                  </span>
                  {showingLast ? (
                    <span
                      className={cn(
                        'min-w-16 text-end font-semibold tabular-nums',
                        win > 0n ? 'text-success' : 'text-muted',
                      )}
                    >
                      {win > 0n ? (
                        <span dir="ltr">+{money(win)}</span>
                      ) : (
                        <span className="sr-only">{t('table.lost')}</span>
                      )}
                      {win > 0n ? null : <span aria-hidden="true">—</span>}
                    </span>
                  ) : (
                    <button
                      type="button"
                      disabled={disabled}
                      onClick={() => set(chips.filter((c) => c.key !== b.spot.key))}
                      aria-label={t('table.remove', { bet: label(b.spot) })}
                      className="-me-1 flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:text-danger disabled:opacity-50"
                    >
                      <X size={18} aria-hidden="true" />
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}

        <p className="text-caption text-muted">
          {t('stake.limits', { min: money(min), max: money(max) })}
        </p>
        {total > 0n && total < min ? (
          <p className="text-caption font-semibold text-warning">
            {t('stake.low', { min: money(min) })}
          </p>
        ) : null}

        <div className="grid grid-cols-3 gap-1.5">
          <ActionButton
            icon={<Undo2 size={18} aria-hidden="true" />}
            disabled={disabled || chips.length === 0}
            onClick={() => set(chips.slice(0, -1))}
          >
            {t('table.undo')}
          </ActionButton>
          <ActionButton
            icon={<Eraser size={18} aria-hidden="true" />}
            disabled={disabled || chips.length === 0}
            onClick={() => set([])}
            testId="roulette-clear"
          >
            {t('table.clear')}
          </ActionButton>
          <ActionButton
            icon={<RotateCcw size={18} aria-hidden="true" />}
            disabled={disabled || !last || last.chips.length === 0 || totalOf(last.chips) > max}
            onClick={() => last && set([...last.chips])}
            testId="roulette-rebet"
          >
            {t('table.rebet')}
          </ActionButton>
        </div>
      </section>

      <p
        role="status"
        aria-live="polite"
        className="min-h-0 text-caption font-semibold text-warning empty:hidden"
      >
        {refusal === 'max'
          ? t('table.refused.max', { max: money(max) })
          : refusal === 'tooMany'
            ? t('table.refused.tooMany', { count: ROULETTE_MAX_BETS })
            : ''}
      </p>
    </div>
  );
}

function ActionButton({
  icon,
  children,
  disabled,
  onClick,
  testId,
}: {
  icon: ReactNode;
  children: ReactNode;
  disabled: boolean;
  onClick: () => void;
  testId?: string;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
      className="flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-border px-2 py-1 text-body-sm leading-tight font-semibold text-text transition-colors hover:border-gold/50 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <span className="shrink-0">{icon}</span>
      <span className="min-w-0 text-center break-words">{children}</span>
    </button>
  );
}
