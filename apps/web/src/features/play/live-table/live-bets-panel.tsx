// The table's clock and its players' bets: the betting countdown (or the draw, or the next
// round's countdown) and every bet of the round as it comes in — a masked tag, the stake, the
// spots, and the payout once the round settled. The viewer's own bet is marked.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { formatMoney } from '../model/format';
import type { LiveBet, LiveRound } from './api';
import type { TableMoment } from './model';
import { useTableMoment } from './use-live-table';

/** The table's clock for its round: re-renders once a second while a countdown runs, alone. */
export function LiveTableClock({ round, offset }: { round: LiveRound | null; offset: number }) {
  const moment = useTableMoment(round, offset, true);
  return <TableClock moment={moment} number={round?.number ?? null} />;
}

export function TableClock({ moment, number }: { moment: TableMoment; number: number | null }) {
  const { t } = useTranslation('live');
  const text =
    moment.kind === 'betting'
      ? t('clock.betting', { seconds: moment.seconds })
      : moment.kind === 'drawing'
        ? t('clock.drawing')
        : moment.kind === 'deciding'
          ? t('clock.deciding', { seconds: moment.seconds })
          : moment.kind === 'result'
            ? t('clock.next', { seconds: moment.seconds })
            : t('clock.opening');
  return (
    <div
      className="flex items-center justify-between gap-2 rounded-xl bg-bg/60 px-3 py-2"
      data-testid="live-clock"
      data-moment={moment.kind}
    >
      <span className="text-caption text-muted">
        {number !== null ? t('round', { number }) : t('title')}
      </span>
      <span
        className={cn(
          // the box spans the rest of the row: the countdown's text changes inside it, its edge
          // does not move (a right-aligned box of changing width counted as a layout shift)
          'min-w-0 flex-1 text-end font-semibold tabular-nums',
          moment.kind === 'betting' || moment.kind === 'deciding' ? 'text-gold' : 'text-text',
        )}
      >
        {text}
      </span>
    </div>
  );
}

/** A dice bet's target and direction, or a wheel bet's risk (the bet's own choice on the table's roll / stop). */
function choiceText(bet: LiveBet, t: TFunction<['live', 'play', 'originals']>): string {
  if (bet.target && bet.direction) {
    return `${t(bet.direction === 'UNDER' ? 'play:dice.rollUnder' : 'play:dice.rollOver')} ${bet.target}`;
  }
  if (bet.risk) return `${t('originals:risk.label')}: ${t(`originals:risk.${bet.risk}`)}`;
  // blackjack: the hand (own, or anybody's once settled); others' only whether they decided
  if (bet.cards && bet.total !== null && bet.total !== undefined) {
    return [
      t('blackjack.hand', { total: bet.total }),
      ...(bet.total > 21 ? [t('short.BUST')] : []),
      ...(bet.doubled ? [t('blackjack.doubled')] : []),
    ].join(' · ');
  }
  if (bet.decided !== null && bet.decided !== undefined) {
    return bet.decided ? t('blackjack.decided') : t('blackjack.deciding');
  }
  return '';
}

function spotText(spot: LiveBet['spots'][number], t: TFunction<['live', 'play', 'originals']>) {
  if (spot.type === 'PLAYER' || spot.type === 'BANKER' || spot.type === 'TIE') {
    return t(`play:baccarat.${spot.type}`);
  }
  if (spot.type === 'DOZEN' || spot.type === 'COLUMN') {
    return t(`live:spots.${spot.type}`, { n: spot.numbers[0] });
  }
  if (spot.numbers.length > 0) return spot.numbers.join('/');
  return t(`live:spots.${spot.type}`);
}

export function LiveBetsPanel({ bets, settled }: { bets: readonly LiveBet[]; settled: boolean }) {
  const { t } = useTranslation(['live', 'play', 'originals']);
  const locale = currentLanguage();
  return (
    <section aria-labelledby="live-bets-title" className="flex flex-col gap-2">
      <h3 id="live-bets-title" className="text-body-sm font-semibold text-muted">
        {t('bets', { n: bets.length })}
      </h3>
      {bets.length === 0 ? (
        <p className="text-caption text-muted">{t('noBets')}</p>
      ) : (
        <ul
          className="flex max-h-48 flex-col gap-1 overflow-y-auto"
          data-testid="live-bets"
          aria-live="polite"
        >
          {bets.map((bet) => {
            const won = bet.win !== null && Number(bet.win) > 0;
            return (
              <li
                key={bet.id}
                data-testid="live-bet"
                data-mine={bet.mine || undefined}
                className={cn(
                  'flex items-center justify-between gap-2 rounded-lg px-2 py-1.5 text-caption',
                  bet.mine ? 'bg-gold/10 ring-1 ring-gold/40' : 'bg-bg/40',
                )}
              >
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold" dir="ltr">
                    {bet.mine ? t('you') : bet.player}
                    {bet.demo ? ` · ${t('play:mode.demo')}` : ''}
                  </span>
                  <span className="truncate text-muted">
                    {bet.spots.length > 0
                      ? bet.spots.map((s: LiveBet['spots'][number]) => spotText(s, t)).join(', ')
                      : choiceText(bet, t)}
                  </span>
                </span>
                <span className="flex shrink-0 flex-col items-end tabular-nums">
                  <span>{formatMoney(bet.amount, bet.currency, locale)}</span>
                  {settled && bet.win !== null ? (
                    <span
                      className={won ? 'font-semibold text-success' : 'text-muted'}
                      data-testid="live-bet-win"
                    >
                      {won
                        ? t('won', { amount: formatMoney(bet.win, bet.currency, locale) })
                        : t('lost')}
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
