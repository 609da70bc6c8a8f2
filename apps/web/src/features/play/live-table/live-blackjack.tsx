// The shared blackjack felt of a live table (docs/livebj-notes.md): everybody's two common cards
// and the dealer's up card once betting closes, the viewer's own hand (the common two and their
// extra cards) as they hit or
// double, HIT / STAND / DOUBLE during the decision window (with its countdown on the table's
// clock), and the dealer's whole hand when the round settles. Other players' hands stay hidden
// until then (their extra cards would be the viewer's next ones); the bets list shows only
// whether they decided.
import { handValue } from '@aurum/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CardRow } from '../components/playing-card';
import type { LiveBet, LiveRound } from './api';
import type { TableMoment } from './model';
import type { LiveBlackjackMove } from './use-live-table';

const MOVES: readonly LiveBlackjackMove[] = ['HIT', 'STAND', 'DOUBLE'];

/** "7/17" while a soft hand can still change, else the total. */
function totalOf(cards: readonly number[], final = false): string {
  const v = handValue(cards);
  return !final && v.soft && v.total < 21 ? `${v.total - 10}/${v.total}` : String(v.total);
}

export function BlackjackStage({
  round,
  mine,
  phase,
  busy,
  onMove,
}: {
  /** the round on the table (DECIDING or SETTLED shows cards) */
  round: LiveRound | null;
  mine: LiveBet | null;
  /** the table's moment (`tableMoment`'s kind) */
  phase: TableMoment['kind'];
  busy: boolean;
  onMove: (move: LiveBlackjackMove) => void;
}) {
  const { t } = useTranslation(['live', 'blackjack']);
  const dealt = round !== null && (round.phase === 'DECIDING' || round.phase === 'SETTLED');
  const outcome = dealt ? round.outcome : null;
  const common = outcome?.cards ?? [];
  const dealer = outcome?.dealerCards ?? [];
  const settled = round?.phase === 'SETTLED';
  const ownCards = mine?.cards ?? null;
  const canMove =
    phase === 'deciding' && mine !== null && mine.decided === false && !busy && !settled;
  const firstMove = (mine?.actions?.length ?? 0) === 0;
  return (
    <div className="flex flex-col gap-3" data-testid="live-blackjack">
      <div className="flex flex-col items-center gap-1">
        <span className="text-caption font-semibold text-muted">
          {t('blackjack:dealer')}
          {settled && dealer.length > 0 ? ` · ${totalOf(dealer, true)}` : ''}
        </span>
        <CardRow
          cards={dealer}
          hidden={dealt ? (settled ? 0 : 1) : 2}
          size="sm"
          deal
          className="min-h-16"
        />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div className="flex flex-col items-center gap-1" data-testid="live-bj-common">
          <span className="text-caption font-semibold text-muted">{t('blackjack.common')}</span>
          <CardRow cards={common} hidden={dealt ? 0 : 2} size="sm" deal />
        </div>
        <div className="flex flex-col items-center gap-1" data-testid="live-bj-mine">
          <span className="text-caption font-semibold text-muted">
            {t('blackjack:hand')}
            {ownCards ? ` · ${totalOf(ownCards, settled || mine?.decided === true)}` : ''}
            {mine?.doubled ? ` · ${t('blackjack:doubled')}` : ''}
          </span>
          {ownCards ? (
            <CardRow cards={ownCards} size="sm" deal className="min-h-16" />
          ) : (
            <span className="flex min-h-16 items-center text-caption text-muted">
              {mine ? t('blackjack.waitDeal') : t('blackjack.noHand')}
            </span>
          )}
        </div>
      </div>
      {settled && mine?.result ? (
        <p
          className={cn(
            'text-center text-body-sm font-semibold',
            mine.result === 'LOSE' ? 'text-muted' : 'text-success',
          )}
          data-testid="live-bj-result"
        >
          {t(`blackjack:result.${mine.result}`)}
        </p>
      ) : null}
      {mine && dealt && !settled ? (
        <div
          role="group"
          aria-label={t('blackjack:actionsLabel')}
          className="grid grid-cols-3 gap-2"
          data-testid="live-bj-actions"
        >
          {MOVES.map((move) => (
            <Button
              key={move}
              type="button"
              variant={move === 'HIT' ? 'primary' : 'secondary'}
              disabled={!canMove || (move === 'DOUBLE' && !firstMove)}
              onClick={() => onMove(move)}
              data-testid={`live-bj-${move.toLowerCase()}`}
            >
              {t(`blackjack:actions.${move}`)}
            </Button>
          ))}
        </div>
      ) : null}
      {mine?.decided && !settled && dealt ? (
        <p className="text-center text-caption text-muted">{t('blackjack.waitOthers')}</p>
      ) : null}
    </div>
  );
}
