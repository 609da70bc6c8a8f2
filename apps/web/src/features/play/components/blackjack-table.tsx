// The blackjack table on /game/{slug} (live-blackjack games): real/demo switch, the dealer's and
// the player's hands as cards with their totals (soft totals as 7/17), Deal with a stake within
// the table's limits, then Hit / Stand / Double / Split — each enabled only when the server says
// the action is legal, also from the keyboard (H, S, D, P) — and the outcome with the win and the
// balance. Reopening the game resumes an unfinished round. Every action carries the round's step,
// so a retried request never plays twice. Demo rounds play the same without money.
import { currencyDecimals, normalizeNumberInput } from '@aurum/domain';
import { ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient, useMutation, type CombinedError } from 'urql';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import {
  BLACKJACK_ACTION_MUTATION,
  BLACKJACK_ROUND_QUERY,
  BLACKJACK_START_MUTATION,
  type BlackjackActionKind,
  type BlackjackHandView,
  type BlackjackResult,
  type BlackjackRoundView,
  type BlackjackSuccess,
} from '../api/blackjack';
import type { GameEngineConfig } from '../api/play';
import { totalText } from '../model/blackjack';
import { formatMoney, stakeProblem } from '../model/format';
import { playFailureKey, type PlayErrorKey } from '../model/play-errors';
import { playSound } from '../model/sound';
import { PlayErrorAlert } from './play-error';
import { CardRow } from './playing-card';
import { PanelHeader } from './panel-header';
import { Stat } from './stat';

const ACTIONS: { action: BlackjackActionKind; key: string }[] = [
  { action: 'HIT', key: 'H' },
  { action: 'STAND', key: 'S' },
  { action: 'DOUBLE', key: 'D' },
  { action: 'SPLIT', key: 'P' },
];
const KEY_ACTIONS: Record<string, BlackjackActionKind> = {
  h: 'HIT',
  s: 'STAND',
  d: 'DOUBLE',
  p: 'SPLIT',
};

/** True when the keyboard event comes from a place that types text. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

export default function BlackjackTable({ config }: { config: GameEngineConfig }) {
  const { t } = useTranslation(['blackjack', 'play']);
  const session = useSession();
  const client = useClient();
  const locale = currentLanguage();
  const decimals = currencyDecimals(config.currency);
  const [demo, setDemo] = useState(false);
  const [amount, setAmount] = useState(config.minBet);
  const [round, setRound] = useState<BlackjackRoundView | null>(null);
  const [balance, setBalance] = useState<BlackjackSuccess['balance'] | null>(null);
  const [notice, setNotice] = useState<'resumed' | 'openRound' | null>(null);
  const [failure, setFailure] = useState<PlayErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [loading, setLoading] = useState(session.status !== 'guest');
  const [, start] = useMutation(BLACKJACK_START_MUTATION);
  const [, act] = useMutation(BLACKJACK_ACTION_MUTATION);
  /** the round id of a deal that got no answer: a retry reuses it (never two deals) */
  const pendingDeal = useRef<string | null>(null);

  // reopening the game resumes an unfinished round
  const loadOpen = useCallback(async () => {
    const r = await client
      .query(BLACKJACK_ROUND_QUERY, { gameSlug: config.slug }, { requestPolicy: 'network-only' })
      .toPromise();
    const data = r.data?.blackjackRound;
    if (data?.__typename === 'BlackjackOpenRound' && data.round) {
      setRound(data.round);
      setDemo(data.round.demo);
      return true;
    }
    return false;
  }, [client, config.slug]);

  useEffect(() => {
    if (session.status !== 'user') {
      setLoading(session.status === 'loading');
      return;
    }
    let live = true;
    setLoading(true);
    void loadOpen()
      .then((found) => {
        if (live && found) setNotice('resumed');
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [session.status, loadOpen]);

  const active = round?.status === 'ACTIVE';
  const problem = stakeProblem(amount, config.minBet, config.maxBet, decimals);
  const stakeError =
    problem === 'low'
      ? t('play:stake.low', { min: formatMoney(config.minBet, config.currency, locale) })
      : problem === 'high'
        ? t('play:stake.high', { max: formatMoney(config.maxBet, config.currency, locale) })
        : problem === 'empty'
          ? t('play:stake.empty')
          : null;

  /** `staked`: the request took money (a deal, a double or a split) */
  const apply = (
    value: BlackjackResult | undefined,
    error: CombinedError | undefined,
    staked: boolean,
  ): BlackjackSuccess | null => {
    const key = playFailureKey(value, error);
    if (key || value?.__typename !== 'BlackjackSuccess') {
      setFailure(key ?? 'ERROR_DEFAULT');
      return null;
    }
    setFailure(null);
    setRound(value.round);
    setBalance(value.balance);
    // the header balance: after money moved (it also follows the balance events)
    if (!value.round.demo && (staked || value.round.status === 'SETTLED')) session.refresh();
    if (value.round.status === 'SETTLED' && Number(value.round.win) > 0) playSound('win');
    return value;
  };

  const deal = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || active || problem) return;
    if (session.status !== 'user') {
      setFailure('SIGN_IN_TO_PLAY');
      return;
    }
    setBusy(true);
    setNotice(null);
    playSound('chip');
    const roundId = pendingDeal.current ?? crypto.randomUUID();
    pendingDeal.current = roundId;
    try {
      const r = await start({ input: { gameSlug: config.slug, amount, demo, roundId } });
      const value = r.data?.blackjackStart;
      if (value) pendingDeal.current = null;
      const done = apply(value, r.error, true);
      if (done?.resumed) {
        setDemo(done.round.demo);
        setNotice('openRound');
      }
    } finally {
      setBusy(false);
    }
  };

  const play = async (action: BlackjackActionKind) => {
    if (busy || !round || !round.legalActions.includes(action)) return;
    setBusy(true);
    setNotice(null);
    playSound(action === 'STAND' ? 'roll' : 'chip');
    try {
      const r = await act({ input: { roundId: round.id, action, step: round.step } });
      const value = r.data?.blackjackAction;
      const done = apply(value, r.error, action === 'DOUBLE' || action === 'SPLIT');
      // the round moved on elsewhere (another tab, the timeout): show it as it is
      if (!done && value?.__typename === 'GeneralAppError') {
        if (!(await loadOpen())) setRound((current) => current && { ...current, legalActions: [] });
      }
    } finally {
      setBusy(false);
    }
  };

  const playRef = useRef(play);
  playRef.current = play;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) {
        return;
      }
      const action = KEY_ACTIONS[event.key.toLowerCase()];
      if (!action) return;
      event.preventDefault();
      void playRef.current(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (loading) {
    return (
      <div className="flex w-full flex-col gap-3 md:w-[26rem]" aria-busy="true">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }

  const settled = round?.status === 'SETTLED';
  const stake = round?.stake ?? amount;

  return (
    <section
      data-testid="play-panel"
      data-engine="BLACKJACK"
      aria-label={t('label')}
      className="flex w-full flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:w-[26rem]"
    >
      <PanelHeader
        demo={demo}
        onDemoChange={setDemo}
        rtp={config.rtp}
        switchDisabled={active || busy}
      />

      <div
        data-testid="blackjack-table"
        className="flex min-h-72 flex-col gap-4 rounded-xl border border-success/20 bg-[radial-gradient(120%_80%_at_50%_0%,color-mix(in_srgb,var(--color-success)_16%,transparent),transparent_70%),var(--color-bg)] p-3"
      >
        <div className="flex flex-col gap-2" data-testid="dealer-hand">
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-body-sm font-semibold text-muted">{t('dealer')}</span>
            {round ? (
              <Total
                total={round.dealerTotal}
                soft={round.dealerSoft && !settled}
                partial={round.dealerHidden > 0}
                testId="dealer-total"
              />
            ) : null}
          </div>
          <div className="flex min-h-[4.5rem] items-center sm:min-h-20">
            {round ? (
              <CardRow cards={round.dealerCards} hidden={round.dealerHidden} />
            ) : (
              <CardRow cards={[]} hidden={2} />
            )}
          </div>
        </div>

        <p className="text-center text-caption font-semibold tracking-wide text-gold/80 uppercase">
          {t('rules.pays')} · {t('rules.dealer')}
        </p>

        <div className="flex flex-wrap justify-center gap-2" data-testid="player-hands">
          {round ? (
            round.hands.map((hand, i) => (
              <Hand
                key={i}
                hand={hand}
                index={i}
                count={round.hands.length}
                active={round.activeHand === i}
                settled={settled}
                currency={round.currency}
              />
            ))
          ) : (
            <p className="py-6 text-center text-body-sm text-muted">{t('intro')}</p>
          )}
        </div>
      </div>

      <div aria-live="polite" className="flex flex-col gap-2">
        {notice ? (
          <p className="rounded-lg bg-info/10 p-3 text-body-sm text-text" data-testid="bj-notice">
            {t(notice)}
          </p>
        ) : null}
        {round && settled ? <Outcome round={round} /> : null}
        {round && active && !busy ? (
          <p className="text-center text-body-sm text-muted">
            {round.hands.length > 1
              ? t('yourMoveHand', { hand: (round.activeHand ?? 0) + 1 })
              : t('yourMove')}
          </p>
        ) : null}
      </div>

      {round && settled ? (
        <div className="grid grid-cols-2 gap-2 text-body-sm">
          <Stat label={t('play:result.win')}>
            <span
              className={Number(round.win) > Number(round.amount) ? 'text-success' : 'text-muted'}
              data-testid="play-win"
            >
              {formatMoney(round.win, round.currency, locale)}
            </span>
          </Stat>
          <Stat label={round.demo ? t('play:result.demoBalance') : t('play:result.balance')}>
            <span data-testid="play-balance">
              {round.demo || !balance ? '—' : formatMoney(balance.total, balance.currency, locale)}
            </span>
          </Stat>
        </div>
      ) : null}

      {active && round ? (
        <div className="flex flex-col gap-2">
          <div className="grid grid-cols-2 gap-2" role="group" aria-label={t('actionsLabel')}>
            {ACTIONS.map(({ action, key }) => {
              const legal = round.legalActions.includes(action);
              return (
                <Button
                  key={action}
                  variant={action === 'STAND' || action === 'HIT' ? 'primary' : 'secondary'}
                  size="lg"
                  disabled={!legal || busy}
                  aria-keyshortcuts={key}
                  onClick={() => void play(action)}
                  data-testid={`bj-${action.toLowerCase()}`}
                >
                  {t(`actions.${action}`)}
                  <kbd
                    aria-hidden="true"
                    className="rounded border border-current/30 px-1.5 text-caption font-normal opacity-70"
                  >
                    {key}
                  </kbd>
                </Button>
              );
            })}
          </div>
          <p className="text-center text-caption text-muted">
            {t('extraStake', { amount: formatMoney(stake, config.currency, locale) })}
          </p>
        </div>
      ) : (
        <form onSubmit={(e) => void deal(e)} className="flex flex-col gap-3" noValidate>
          <Input
            label={t('play:stake.label')}
            inputMode="decimal"
            dir="ltr"
            value={amount}
            onChange={(e) => setAmount(normalizeNumberInput(e.target.value, decimals))}
            error={stakeError}
            touched
            hint={t('play:stake.limits', {
              min: formatMoney(config.minBet, config.currency, locale),
              max: formatMoney(config.maxBet, config.currency, locale),
            })}
            data-testid="stake-input"
          />
          <Button
            type="submit"
            size="lg"
            loading={busy}
            disabled={Boolean(problem)}
            data-testid="bj-deal"
          >
            {t('actions.deal')}
          </Button>
        </form>
      )}

      {failure ? (
        <PlayErrorAlert
          code={failure}
          values={{
            min: formatMoney(config.minBet, config.currency, locale),
            max: formatMoney(config.maxBet, config.currency, locale),
          }}
        />
      ) : null}

      <p className="text-center text-caption text-muted">{t('keys')}</p>
      <details className="text-caption text-muted">
        <summary className="min-h-11 cursor-pointer py-3 font-semibold">{t('rules.title')}</summary>
        <ul className="flex list-disc flex-col gap-1 ps-5">
          {(['shoe', 'peek', 'double', 'split', 'insurance', 'timeout'] as const).map((rule) => (
            <li key={rule}>{t(`rules.${rule}`)}</li>
          ))}
        </ul>
      </details>

      <Link
        to="/fairness"
        className="inline-flex min-h-11 items-center justify-center gap-2 text-body-sm text-muted hover:text-gold"
      >
        <ShieldCheck size={18} aria-hidden="true" />
        {t('play:panel.fairness')}
      </Link>
    </section>
  );
}

function Total({
  total,
  soft,
  partial = false,
  testId,
}: {
  total: number;
  soft: boolean;
  partial?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('blackjack');
  const text = totalText(total, soft);
  return (
    <span
      className={cn(
        'rounded-md px-2 py-0.5 text-body-sm font-bold tabular-nums',
        total > 21 ? 'bg-danger/20 text-danger' : 'bg-surface-2 text-text',
      )}
      aria-label={
        partial
          ? t('showing', { total })
          : soft && total < 21
            ? t('softTotal', { total })
            : t('total', { total })
      }
      data-testid={testId}
    >
      <span dir="ltr" aria-hidden="true">
        {text}
      </span>
    </span>
  );
}

const RESULT_TONES: Record<string, string> = {
  BLACKJACK: 'bg-gold text-on-gold',
  WIN: 'bg-success/20 text-success',
  PUSH: 'bg-info/20 text-text',
  LOSE: 'bg-danger/15 text-danger',
};

function Hand({
  hand,
  index,
  count,
  active,
  settled,
  currency,
}: {
  hand: BlackjackHandView;
  index: number;
  count: number;
  active: boolean;
  settled: boolean;
  currency: string;
}) {
  const { t } = useTranslation('blackjack');
  const locale = currentLanguage();
  const bust = hand.total > 21;
  const result = hand.result === 'LOSE' && bust ? 'BUST' : hand.result;
  return (
    <div
      data-testid="player-hand"
      aria-current={active || undefined}
      className={cn(
        'flex min-w-[7.5rem] flex-col gap-2 rounded-xl border p-2 transition-colors',
        active ? 'border-gold bg-gold/10' : 'border-transparent',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-caption font-semibold text-muted">
          {count > 1 ? t('handN', { n: index + 1 }) : t('hand')}
        </span>
        <Total total={hand.total} soft={hand.soft && !settled} testId="hand-total" />
      </div>
      <CardRow cards={hand.cards} />
      <div className="flex flex-wrap items-center justify-between gap-1 text-caption">
        <span className="text-muted">
          <span dir="ltr">{formatMoney(hand.amount, currency, locale)}</span>
          {hand.doubled ? ` · ${t('doubled')}` : ''}
        </span>
        {result ? (
          <span
            className={cn(
              'rounded-md px-1.5 py-0.5 font-semibold',
              RESULT_TONES[hand.result ?? 'LOSE'],
            )}
            data-testid="hand-result"
          >
            {t(`result.${result}`)}
          </span>
        ) : null}
      </div>
    </div>
  );
}

function Outcome({ round }: { round: BlackjackRoundView }) {
  const { t } = useTranslation('blackjack');
  const locale = currentLanguage();
  const money = (v: string) => formatMoney(v, round.currency, locale);
  const win = Number(round.win);
  const staked = Number(round.amount);
  const first = round.hands[0];
  const dealerBlackjack =
    round.hands.length === 1 &&
    round.actions === '' &&
    round.dealerCards.length === 2 &&
    round.dealerTotal === 21 &&
    first?.result !== 'BLACKJACK';
  const key =
    first?.result === 'BLACKJACK'
      ? 'blackjack'
      : dealerBlackjack
        ? first?.result === 'PUSH'
          ? 'push'
          : 'dealerBlackjack'
        : win > staked
          ? 'win'
          : win === staked
            ? round.hands.every((h) => h.result === 'PUSH')
              ? 'push'
              : 'even'
            : win > 0
              ? 'partial'
              : round.hands.every((h) => h.total > 21)
                ? 'bust'
                : 'lose';
  return (
    <div
      data-testid="bj-outcome"
      data-outcome={key}
      className={cn(
        'flex flex-col gap-1 rounded-lg p-3 text-center',
        win > staked ? 'bg-success/10' : win === staked ? 'bg-info/10' : 'bg-danger/10',
      )}
    >
      <p
        className={cn(
          'text-subtitle font-semibold',
          win > staked ? 'text-success' : win === staked ? 'text-text' : 'text-danger',
        )}
      >
        {t(`outcome.${key}`, { amount: money(round.win), stake: money(round.amount) })}
      </p>
      {round.timedOut ? <p className="text-caption text-muted">{t('outcome.timedOut')}</p> : null}
    </div>
  );
}
