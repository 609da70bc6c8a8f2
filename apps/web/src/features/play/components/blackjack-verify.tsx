// /fairness for blackjack: the actions field and the recomputed shoe, with the cards the round
// dealt marked (the browser shuffles all 312 cards from the revealed seeds).
import { cardText, handValue, type BlackjackState } from '@aurum/domain';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { VerifiedBet } from '../api/play';
import { cardFace } from '../model/cards';
import { CardRow } from './playing-card';

interface Side {
  dealer: readonly number[];
  hands: readonly { cards: readonly number[]; doubled: boolean; result: string | null }[];
}

/** The round as the browser replayed it next to the server's, cards and translated results. */
export function BlackjackComparison({
  browser,
  server,
}: {
  browser: BlackjackState | null;
  server: VerifiedBet['blackjack'];
}) {
  const { t } = useTranslation(['play', 'blackjack']);
  const sides: [string, Side | null][] = [
    [t('play:fairness.browserOutcome'), browser],
    [
      t('play:fairness.serverOutcome'),
      server ? { dealer: server.dealerCards, hands: server.hands } : null,
    ],
  ];
  return (
    <>
      {sides.map(([label, side]) => (
        <div key={label} className="flex flex-col gap-1">
          <dt className="text-caption text-muted">{label}</dt>
          <dd className="flex flex-col gap-1.5" data-testid="verify-blackjack-side">
            {side ? (
              <>
                <ReplayRow
                  title={t('blackjack:fairness.dealer')}
                  cards={side.dealer}
                  result={null}
                />
                {side.hands.map((hand, i) => (
                  <ReplayRow
                    key={i}
                    title={t('blackjack:fairness.hand', { n: i + 1 })}
                    cards={hand.cards}
                    result={hand.result}
                    doubled={hand.doubled}
                  />
                ))}
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
      ))}
    </>
  );
}

function ReplayRow({
  title,
  cards,
  result,
  doubled = false,
}: {
  title: string;
  cards: readonly number[];
  result: string | null;
  doubled?: boolean;
}) {
  const { t } = useTranslation('blackjack');
  const total = handValue(cards).total;
  return (
    <span className="flex flex-wrap items-center gap-2 text-caption">
      <span className="w-16 shrink-0 text-muted">{title}</span>
      <CardRow cards={cards} size="sm" />
      <span className="font-semibold tabular-nums">{total}</span>
      {doubled ? <span className="text-muted">{t('doubled')}</span> : null}
      {result ? (
        <span className="font-semibold">{t(`result.${total > 21 ? 'BUST' : result}`)}</span>
      ) : null}
    </span>
  );
}

export function BlackjackActionsInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('blackjack');
  return (
    <Input
      containerClassName="sm:col-span-2"
      label={t('fairness.actions')}
      dir="ltr"
      value={value}
      maxLength={64}
      hint={t('fairness.actionsHint')}
      onChange={(e) => onChange(e.target.value.toUpperCase().replace(/[^HSDP]/g, ''))}
      data-testid="verify-actions"
    />
  );
}

export function BlackjackShoe({ shoe, dealt }: { shoe: readonly number[]; dealt: number }) {
  const { t } = useTranslation('blackjack');
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-caption text-muted">{t('fairness.shoe')}</dt>
      <dd className="flex flex-col gap-2">
        <span className="text-caption text-muted">{t('fairness.dealt', { count: dealt })}</span>
        <ol
          dir="ltr"
          className="flex max-h-40 flex-wrap gap-1 overflow-y-auto font-mono text-caption"
          data-testid="verify-shoe"
        >
          {shoe.map((card, i) => (
            <li
              key={i}
              className={cn(
                'rounded px-1 py-0.5',
                i < dealt ? 'bg-white font-bold' : 'bg-surface-2',
                i < dealt &&
                  (cardFace(card).red
                    ? 'text-[color-mix(in_srgb,var(--color-danger)_70%,black)]'
                    : 'text-bg'),
                i >= dealt && 'text-muted',
              )}
            >
              {cardText(card)}
            </li>
          ))}
        </ol>
      </dd>
    </div>
  );
}
