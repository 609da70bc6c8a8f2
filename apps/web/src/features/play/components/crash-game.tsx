// Crash on /game/{slug} (issue 6): the game's shared round, live. The crashGame snapshot plus the
// crashRound subscription give the phase, the start time and the growth rate; the multiplier and
// its curve are drawn locally every frame from the server's clock (with reduced motion: the number
// only). Bet during BETTING (or queue one for the next round), Cash out while it runs (Space does
// either when nothing else has the focus), optional auto cash-out, demo bets on the same round,
// the players list, the last crash points (each verifiable on /fairness) and the live balance.
import {
  currencyDecimals,
  formatMinor,
  normalizeNumberInput,
  parseMajorToMinor,
} from '@aurum/domain';
import { CircleAlert, ShieldCheck } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient, useMutation, useQuery } from 'urql';
import { Button, ButtonLink } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useMediaQuery } from '@/lib/use-media-query';
import {
  CASH_OUT_CRASH_MUTATION,
  CRASH_GAME_QUERY,
  CRASH_ROUND_SUBSCRIPTION,
  PLACE_CRASH_BET_MUTATION,
  type CrashBet,
  type CrashBetResult,
  type CrashGame as CrashGameData,
  type CrashHistoryPoint,
  type CrashRound,
  type CrashRoundEvent,
} from '../api/crash';
import type { GameEngineConfig } from '../api/play';
import {
  EMPTY_CRASH,
  applyEvent,
  autoCashOutProblem,
  band,
  curvePath,
  fromHundredths,
  fromSnapshot,
  multiplierAt,
  myBet,
  withBet,
  type CrashState,
} from '../model/crash';
import { formatMoney, formatNumber, stakeProblem } from '../model/format';
import { playErrorKey, type PlayErrorKey } from '../model/play-errors';
import { playSound } from '../model/sound';
import { PlayErrorAlert } from './play-error';
import { PanelHeader } from './panel-header';

type Action =
  | { type: 'snapshot'; game: CrashGameData }
  | { type: 'event'; event: CrashRoundEvent }
  | { type: 'bet'; bet: CrashBet };

function reducer(state: CrashState, action: Action): CrashState {
  switch (action.type) {
    case 'snapshot':
      return fromSnapshot(state, action.game);
    case 'event':
      return applyEvent(state, action.event);
    case 'bet':
      return withBet(state, action.bet);
  }
}

/** Crash-specific refusals have their own texts; the others are the play errors. */
const CRASH_CODES = new Set([
  'CRASH_BETTING_CLOSED',
  'CRASH_ALREADY_BET',
  'CRASH_NO_BET',
  'CRASH_NOT_RUNNING',
  'CRASH_TOO_LATE',
]);
type Failure = { crash: string } | { play: PlayErrorKey };

const CHART_W = 320;
const CHART_H = 160;

export default function CrashGame({ config }: { config: GameEngineConfig }) {
  const { t } = useTranslation(['crash', 'play']);
  const slug = config.slug;
  const client = useClient();
  const session = useSession();
  const locale = currentLanguage();
  const decimals = currencyDecimals(config.currency);
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [state, dispatch] = useReducer(reducer, EMPTY_CRASH);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: CRASH_GAME_QUERY,
    variables: { slug },
    requestPolicy: 'network-only',
  });
  const [demo, setDemo] = useState(false);
  const [amount, setAmount] = useState(config.minBet);
  const [auto, setAuto] = useState('');
  const [queued, setQueued] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [, placeBet] = useMutation(PLACE_CRASH_BET_MUTATION);
  const [, cashOut] = useMutation(CASH_OUT_CRASH_MUTATION);

  const game = data?.crashGame;
  useEffect(() => {
    if (game?.__typename !== 'CrashGame') return;
    dispatch({ type: 'snapshot', game });
    // the game was idle: its first round is opening, ask again shortly
    if (game.round) return;
    const timer = setTimeout(() => refetch({ requestPolicy: 'network-only' }), 1500);
    return () => clearTimeout(timer);
  }, [game, refetch]);

  // the round's events; urql's client re-runs the snapshot query after a reconnect
  useEffect(() => {
    const { unsubscribe } = client
      .subscription(CRASH_ROUND_SUBSCRIPTION, { slug })
      .subscribe((result) => {
        const event = result.data?.crashRound;
        if (event) dispatch({ type: 'event', event });
      });
    return unsubscribe;
  }, [client, slug]);

  const round = state.round;
  const mine = myBet(state);
  const signedIn = session.status === 'user';
  const stakeIssue = stakeProblem(amount, config.minBet, config.maxBet, decimals);
  const autoIssue = autoCashOutProblem(auto);

  // phase changes for screen readers (the number itself is not announced)
  const phaseKey = round ? `${round.id}:${round.phase}` : '';
  useEffect(() => {
    if (!round) return;
    if (round.phase === 'RUNNING') setAnnouncement(t('live.running', { number: round.number }));
    else if (round.phase === 'CRASHED' && round.crashPoint) {
      setAnnouncement(t('live.crashed', { value: formatNumber(round.crashPoint, locale) }));
    } else if (round.phase === 'BETTING') setAnnouncement(t('live.betting'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phaseKey]);

  const handle = (result: CrashBetResult | undefined, failed: boolean, code?: string) => {
    if (result?.__typename === 'CrashBetSuccess') {
      dispatch({ type: 'bet', bet: result.bet });
      if (!result.bet.demo) session.refresh();
      return result;
    }
    const c = result?.__typename === 'GeneralAppError' ? result.code : code;
    if (c && CRASH_CODES.has(c)) setFailure({ crash: c });
    else setFailure({ play: failed && !c ? 'NETWORK_ERROR' : playErrorKey(c ?? '') });
    return null;
  };

  const bet = async () => {
    if (!signedIn || busy || stakeIssue || autoIssue) return;
    setBusy(true);
    setFailure(null);
    try {
      const r = await placeBet({
        input: {
          gameSlug: slug,
          amount,
          autoCashOut: auto.trim() === '' ? null : auto.trim(),
          demo,
          betId: crypto.randomUUID(),
        },
      });
      const result = r.data?.placeCrashBet;
      if (result?.__typename === 'GeneralAppError' && result.code === 'CRASH_BETTING_CLOSED') {
        // too late for this round: the bet waits for the next one
        setQueued(true);
        return;
      }
      if (handle(result, Boolean(r.error))) {
        playSound('chip');
        setQueued(false);
      }
    } finally {
      setBusy(false);
    }
  };

  const cash = async () => {
    if (!round || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const r = await cashOut({ roundId: round.id });
      const done = handle(r.data?.cashOutCrash, Boolean(r.error));
      if (done && done.bet.cashedOutAt) {
        playSound('win');
        setAnnouncement(
          t('live.cashedOut', {
            value: formatNumber(done.bet.cashedOutAt, locale),
            win: formatMoney(done.bet.win, done.bet.currency, locale),
          }),
        );
      }
    } finally {
      setBusy(false);
    }
  };

  type Mode = 'signIn' | 'bet' | 'placed' | 'cashOut' | 'queue' | 'queued' | 'loading';
  const mode: Mode = !signedIn
    ? 'signIn'
    : !round
      ? 'loading'
      : mine?.status === 'ACTIVE' && round.phase === 'RUNNING'
        ? 'cashOut'
        : mine?.status === 'ACTIVE' && round.phase === 'BETTING'
          ? 'placed'
          : round.phase === 'BETTING' && !mine
            ? 'bet'
            : queued
              ? 'queued'
              : 'queue';

  // a queued bet goes in as soon as the next round takes bets
  const betRef = useRef(bet);
  betRef.current = bet;
  useEffect(() => {
    if (queued && round?.phase === 'BETTING' && !mine) void betRef.current();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queued, round?.id, round?.phase]);

  const act = () => {
    if (mode === 'bet') void bet();
    else if (mode === 'cashOut') void cash();
    else if (mode === 'queue' && !stakeIssue && !autoIssue) setQueued(true);
    else if (mode === 'queued') setQueued(false);
  };
  const actRef = useRef(act);
  actRef.current = act;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || event.target !== document.body) return;
      event.preventDefault();
      actRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (game && game.__typename !== 'CrashGame') {
    return (
      <p role="alert" className="rounded-xl bg-surface p-4 text-body-sm text-muted">
        {t('play:errors.unavailable')}
      </p>
    );
  }
  if (!game && error) {
    return (
      <p role="alert" className="rounded-xl bg-surface p-4 text-body-sm text-muted">
        {t('play:errors.unavailable')}
      </p>
    );
  }

  const balance = session.user?.balance[0];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    act();
  };

  return (
    <section
      data-testid="crash-game"
      aria-label={t('label')}
      aria-busy={fetching && !round ? true : undefined}
      className="flex w-full flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:w-[26rem]"
    >
      <PanelHeader demo={demo} onDemoChange={setDemo} rtp={config.rtp} />

      <HistoryStrip history={state.history} slug={slug} />

      {round ? (
        <Flight round={round} state={state} reduced={reduced} mine={mine} />
      ) : (
        <Skeleton className="h-44 rounded-xl sm:h-52" />
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t('controls')}>
        <div className="grid grid-cols-2 gap-3">
          <Input
            label={t('stake')}
            inputMode="decimal"
            dir="ltr"
            value={amount}
            onChange={(e) => setAmount(normalizeNumberInput(e.target.value, decimals))}
            error={
              stakeIssue === 'low'
                ? t('play:stake.low', { min: formatMoney(config.minBet, config.currency, locale) })
                : stakeIssue === 'high'
                  ? t('play:stake.high', {
                      max: formatMoney(config.maxBet, config.currency, locale),
                    })
                  : stakeIssue === 'empty'
                    ? t('play:stake.empty')
                    : null
            }
            touched
            data-testid="crash-stake"
          />
          <Input
            label={t('auto')}
            inputMode="decimal"
            dir="ltr"
            value={auto}
            placeholder={t('autoOff')}
            onChange={(e) => setAuto(normalizeNumberInput(e.target.value, 2))}
            error={autoIssue ? t('autoInvalid') : null}
            touched
            data-testid="crash-auto"
          />
        </div>
        <p className="-mt-1 text-caption text-muted">
          {t('play:stake.limits', {
            min: formatMoney(config.minBet, config.currency, locale),
            max: formatMoney(config.maxBet, config.currency, locale),
          })}
          {' · '}
          {t('autoHint')}
        </p>

        {failure ? (
          'crash' in failure ? (
            <p
              role="alert"
              data-testid="crash-error"
              className="flex gap-2 rounded-lg border border-danger/40 bg-danger/10 p-3 text-body-sm"
            >
              <CircleAlert size={20} aria-hidden="true" className="shrink-0 text-danger" />
              {t(`errors.${failure.crash}`)}
            </p>
          ) : (
            <PlayErrorAlert code={failure.play} />
          )
        ) : null}

        {mode === 'signIn' ? (
          <ButtonLink to="/sign-in" size="lg" data-testid="crash-action">
            {t('signIn')}
          </ButtonLink>
        ) : (
          <Button
            type="submit"
            size="lg"
            variant={
              mode === 'queued' || mode === 'placed' || mode === 'cashOut' ? 'secondary' : 'primary'
            }
            loading={busy}
            disabled={
              mode === 'loading' ||
              mode === 'placed' ||
              ((mode === 'bet' || mode === 'queue') && Boolean(stakeIssue || autoIssue))
            }
            data-testid="crash-action"
            data-mode={mode}
            className={cn(mode === 'cashOut' && 'bg-success! text-bg! hover:brightness-105')}
          >
            <ActionLabel
              mode={mode}
              amount={amount}
              config={config}
              round={round}
              bet={mine}
              offset={state.offset}
            />
          </Button>
        )}
        <p className="hidden text-center text-caption text-muted sm:block">{t('spaceHint')}</p>
      </form>

      <MyResult round={round} bet={mine} />

      <div
        className="flex items-center justify-between gap-2 rounded-lg bg-surface-2 px-3 py-2 text-body-sm"
        data-testid="crash-balance"
      >
        <span className="text-muted">{demo ? t('demoBalance') : t('balance')}</span>
        {!demo && balance ? (
          <span dir="ltr" className="font-semibold tabular-nums">
            {formatMoney(balance.total, balance.currency.code, locale)}
          </span>
        ) : (
          <span className="text-muted">—</span>
        )}
      </div>

      <Players bets={state.bets} round={round} />

      <div className="flex flex-wrap items-center justify-center gap-x-4">
        {round?.phase === 'CRASHED' && round.gameHash ? (
          <Link
            to={verifyCrashHref(slug, {
              gameHash: round.gameHash,
              salt: round.salt,
              gameIndex: round.gameIndex,
              terminalHash: round.terminalHash,
            })}
            className="inline-flex min-h-11 items-center gap-2 text-body-sm text-gold hover:text-gold-strong"
            data-testid="crash-verify"
          >
            <ShieldCheck size={18} aria-hidden="true" />
            {t('verify', { number: round.number })}
          </Link>
        ) : null}
        <Link
          to="/fairness"
          className="inline-flex min-h-11 items-center gap-2 text-body-sm text-muted hover:text-gold"
        >
          <ShieldCheck size={18} aria-hidden="true" />
          {t('play:panel.fairness')}
        </Link>
      </div>
    </section>
  );
}

/** /fairness with a crash round's revealed data filled in. */
function verifyCrashHref(
  slug: string,
  r: { gameHash: string; salt: string; gameIndex: number; terminalHash: string },
): string {
  const params = new URLSearchParams({
    engine: 'CRASH',
    serverSeed: r.gameHash,
    clientSeed: r.salt,
    nonce: String(r.gameIndex),
    hash: r.terminalHash,
    game: slug,
  });
  return `/fairness?${params.toString()}`;
}

/** Milliseconds since the round started, on the server's clock. */
const elapsed = (round: CrashRound, offset: number) =>
  Date.now() + offset - Date.parse(round.startedAt ?? round.bettingEndsAt);

/** Runs `frame` every animation frame while `active`. */
function useFrames(active: boolean, frame: () => void) {
  const ref = useRef(frame);
  ref.current = frame;
  useEffect(() => {
    if (!active) return;
    let id = 0;
    const loop = () => {
      ref.current();
      id = requestAnimationFrame(loop);
    };
    loop();
    return () => cancelAnimationFrame(id);
  }, [active]);
}

function Flight({
  round,
  state,
  reduced,
  mine,
}: {
  round: CrashRound;
  state: CrashState;
  reduced: boolean;
  mine: CrashBet | null;
}) {
  const { t } = useTranslation('crash');
  const locale = currentLanguage();
  const numberRef = useRef<HTMLSpanElement>(null);
  const pathRef = useRef<SVGPathElement>(null);
  const countdownRef = useRef<HTMLSpanElement>(null);
  const running = round.phase === 'RUNNING';
  const betting = round.phase === 'BETTING';

  const frame = useCallback(() => {
    if (running) {
      const ms = Math.max(0, elapsed(round, state.offset));
      const m = multiplierAt(ms, round.growthRate);
      if (numberRef.current) {
        numberRef.current.textContent = `${formatNumber(fromHundredths(m), locale)}×`;
      }
      if (pathRef.current && !reduced) {
        pathRef.current.setAttribute('d', curvePath(ms, round.growthRate, CHART_W, CHART_H));
      }
    } else if (betting && countdownRef.current) {
      const left = Math.max(0, Date.parse(round.bettingEndsAt) - (Date.now() + state.offset));
      countdownRef.current.textContent = t('seconds', {
        value: formatNumber(left / 1000, locale, 1),
      });
    }
  }, [running, betting, round, state.offset, reduced, locale, t]);
  useFrames(running || betting, frame);

  const cashedOut = mine?.status === 'CASHED_OUT' && mine.cashedOutAt;
  return (
    <div
      className="relative flex h-44 flex-col items-center justify-center overflow-hidden rounded-xl bg-bg/60 sm:h-52"
      data-testid="crash-flight"
      data-phase={round.phase}
    >
      {!reduced && round.phase !== 'BETTING' ? (
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${CHART_W} ${CHART_H}`}
          preserveAspectRatio="none"
          className="absolute inset-0 size-full"
        >
          <path
            ref={pathRef}
            d={
              round.phase === 'CRASHED' && round.startedAt && round.crashedAt
                ? curvePath(
                    Date.parse(round.crashedAt) - Date.parse(round.startedAt),
                    round.growthRate,
                    CHART_W,
                    CHART_H,
                  )
                : ''
            }
            fill="none"
            strokeWidth={3}
            vectorEffect="non-scaling-stroke"
            className={round.phase === 'CRASHED' ? 'stroke-danger' : 'stroke-gold'}
          />
        </svg>
      ) : null}
      <div className="relative flex flex-col items-center gap-1 rounded-xl bg-bg/55 px-4 py-2 text-center backdrop-blur-[2px]">
        {betting ? (
          <>
            <span className="text-body-sm text-muted">{t('startsIn')}</span>
            <span
              className="text-[2.5rem] leading-none font-bold text-text tabular-nums"
              data-testid="crash-countdown"
            >
              <span ref={countdownRef}>—</span>
            </span>
          </>
        ) : (
          <>
            <span className="text-body-sm text-muted">
              {round.phase === 'CRASHED' ? t('crashed') : t('round', { number: round.number })}
            </span>
            <span
              ref={numberRef}
              dir="ltr"
              data-testid="crash-multiplier"
              className={cn(
                'text-[2.75rem] leading-none font-bold tabular-nums',
                round.phase === 'CRASHED' ? 'text-danger' : 'text-text',
              )}
            >
              {round.phase === 'CRASHED' && round.crashPoint
                ? `${formatNumber(round.crashPoint, locale)}×`
                : `${formatNumber('1.00', locale)}×`}
            </span>
          </>
        )}
        {cashedOut ? (
          <span className="mt-1 rounded-md bg-success/15 px-2 py-0.5 text-caption font-semibold text-success">
            {t('cashedOut', { value: formatNumber(mine.cashedOutAt!, locale) })}
          </span>
        ) : null}
      </div>
    </div>
  );
}

function ActionLabel({
  mode,
  amount,
  config,
  round,
  bet,
  offset,
}: {
  mode: string;
  amount: string;
  config: GameEngineConfig;
  round: CrashRound | null;
  bet: CrashBet | null;
  offset: number;
}) {
  const { t } = useTranslation('crash');
  const locale = currentLanguage();
  const winRef = useRef<HTMLSpanElement>(null);
  const decimals = currencyDecimals(config.currency);
  const cashing = mode === 'cashOut' && round !== null && bet !== null;
  useFrames(cashing, () => {
    if (!cashing || !winRef.current) return;
    const stake = parseMajorToMinor(bet.amount, decimals) ?? 0n;
    const m = multiplierAt(Math.max(0, elapsed(round, offset)), round.growthRate);
    const win = formatMinor((stake * BigInt(m)) / 100n, { decimals });
    winRef.current.textContent = formatMoney(win, bet.currency, locale);
  });
  switch (mode) {
    case 'cashOut':
      return (
        <>
          {t('cashOut')}
          <span dir="ltr" ref={winRef} className="font-normal tabular-nums" />
        </>
      );
    case 'placed':
      return <>{t('placed')}</>;
    case 'queue':
      return <>{t('betNext')}</>;
    case 'queued':
      return <>{t('queued')}</>;
    case 'loading':
      return <>{t('waiting')}</>;
    default:
      return (
        <>
          {t('bet')}
          <span dir="ltr" className="font-normal">
            · {formatMoney(amount || '0', config.currency, locale)}
          </span>
        </>
      );
  }
}

function MyResult({ round, bet }: { round: CrashRound | null; bet: CrashBet | null }) {
  const { t } = useTranslation('crash');
  const locale = currentLanguage();
  if (!round || !bet) return null;
  let body: ReactNode = null;
  if (bet.status === 'CASHED_OUT' && bet.cashedOutAt) {
    body = (
      <span className="text-success">
        {t('wonAt', {
          value: formatNumber(bet.cashedOutAt, locale),
          win: formatMoney(bet.win, bet.currency, locale),
        })}
      </span>
    );
  } else if (round.phase === 'CRASHED') {
    body = (
      <span className="text-danger">
        {t('lostAt', { value: formatNumber(round.crashPoint ?? '1', locale) })}
      </span>
    );
  } else if (bet.autoCashOut) {
    body = (
      <span className="text-muted">
        {t('autoSet', { value: formatNumber(bet.autoCashOut, locale) })}
      </span>
    );
  }
  if (!body) return null;
  return (
    <p className="text-center text-body-sm font-semibold" data-testid="crash-status">
      {bet.demo ? <span className="me-2 text-caption text-muted">{t('demo')}</span> : null}
      {body}
    </p>
  );
}

function HistoryStrip({ history, slug }: { history: CrashHistoryPoint[]; slug: string }) {
  const { t } = useTranslation('crash');
  const locale = currentLanguage();
  return (
    <nav aria-label={t('history')} data-testid="crash-history" className="-mx-1">
      {history.length === 0 ? (
        <p className="px-1 text-caption text-muted">{t('noHistory')}</p>
      ) : (
        <ol className="flex gap-1.5 overflow-x-auto px-1 pb-1 [scrollbar-width:none]">
          {history.map((h) => (
            <li key={h.roundId} className="shrink-0">
              <Link
                to={verifyCrashHref(slug, h)}
                title={t('verify', { number: h.number })}
                aria-label={t('historyItem', {
                  number: h.number,
                  value: formatNumber(h.crashPoint, locale),
                })}
                dir="ltr"
                className={cn(
                  'inline-flex min-h-8 items-center rounded-lg px-2 text-caption font-semibold tabular-nums',
                  band(h.crashPoint) === 'high'
                    ? 'bg-gold/20 text-gold'
                    : band(h.crashPoint) === 'mid'
                      ? 'bg-success/15 text-success'
                      : 'bg-surface-2 text-muted',
                )}
              >
                {formatNumber(h.crashPoint, locale)}×
              </Link>
            </li>
          ))}
        </ol>
      )}
    </nav>
  );
}

function Players({ bets, round }: { bets: CrashBet[]; round: CrashRound | null }) {
  const { t } = useTranslation('crash');
  const locale = currentLanguage();
  const sorted = [...bets].sort(
    (a, b) => Number(b.mine) - Number(a.mine) || Number(b.amount) - Number(a.amount),
  );
  return (
    <section aria-labelledby="crash-players-title" data-testid="crash-players">
      <h3
        id="crash-players-title"
        className="mb-2 flex items-center justify-between text-body-sm font-semibold"
      >
        <span>{t('players')}</span>
        <span className="text-caption font-normal text-muted" dir="ltr">
          {bets.length}
        </span>
      </h3>
      {sorted.length === 0 ? (
        <p className="rounded-lg bg-surface-2 p-3 text-center text-caption text-muted">
          {t('noPlayers')}
        </p>
      ) : (
        <ul className="flex max-h-64 flex-col divide-y divide-border overflow-y-auto rounded-lg bg-surface-2">
          {sorted.map((b) => {
            const lost =
              b.status === 'LOST' || (b.status === 'ACTIVE' && round?.phase === 'CRASHED');
            return (
              <li
                key={b.id}
                className={cn(
                  'grid grid-cols-[1fr_auto_5rem] items-center gap-2 px-3 py-2 text-body-sm',
                  b.mine && 'bg-gold/5',
                )}
                data-testid="crash-player"
              >
                <span className={cn('truncate', b.mine ? 'font-semibold text-gold' : 'text-text')}>
                  {b.mine ? t('you') : t('player', { tag: b.player })}
                  {b.demo ? (
                    <span className="ms-1.5 text-caption text-muted">{t('demo')}</span>
                  ) : null}
                </span>
                <span dir="ltr" className="text-muted tabular-nums">
                  {formatMoney(b.amount, b.currency, locale)}
                </span>
                <span
                  dir="ltr"
                  className={cn(
                    'text-end font-semibold tabular-nums rtl:text-start',
                    b.status === 'CASHED_OUT'
                      ? 'text-success'
                      : lost
                        ? 'text-danger'
                        : 'text-muted',
                  )}
                >
                  {b.status === 'CASHED_OUT' && b.cashedOutAt
                    ? `${formatNumber(b.cashedOutAt, locale)}×`
                    : lost
                      ? '✕'
                      : '—'}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
