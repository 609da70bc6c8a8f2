// Signed-in only, mounted by the app shell in its own chunk (issue 14): the reality check and the
// session time limit.
// - Reality check: at the server's `nextRealityCheckAt`, on a game page, a modal interrupts play
//   with the session's length, wagered and net; play is paused (lib/play-gate: the game panel is
//   inert and its hotkeys are off) until the player answers. Continue starts the next interval;
//   Stop playing ends the session on the server and signs out; View history opens the bet
//   history. The server refuses stakes while a check is unanswered (RG_REALITY_CHECK_DUE), and
//   a game so refused asks for the check at once.
// - Session limit: at `sessionEndsAt` the player is signed out with the RG_SESSION_LIMIT message.
import * as Dialog from '@radix-ui/react-dialog';
import { Hourglass } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useClient, useMutation } from 'urql';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { onRealityCheckRequested, setPlayPaused } from '@/lib/play-gate';
import { bareRefusal, rgSignOut } from '@/lib/rg-sign-out';
import { useSession } from '@/lib/session';
import {
  ANSWER_REALITY_CHECK_MUTATION,
  RG_SESSION_STATS_QUERY,
  type RgSessionStats,
} from '../api/rg';
import { durationParts, money } from '../model/format';
import { delayUntil, serverOffsetMs } from '../model/schedule';

const isGamePath = (path: string) => path.startsWith('/game/');
/** How long to wait before asking again when the server says the check is not due yet. */
const RECHECK_MS = 3000;

export default function RgWatcher() {
  const client = useClient();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onGame = isGamePath(pathname);
  const [stats, setStats] = useState<RgSessionStats | null>(null);
  const [offset, setOffset] = useState(0);
  const [due, setDue] = useState(false);
  const [, answer] = useMutation(ANSWER_REALITY_CHECK_MUTATION);
  const [answering, setAnswering] = useState<'CONTINUE' | 'STOP' | null>(null);

  const load = useCallback(async () => {
    const r = await client
      .query(RG_SESSION_STATS_QUERY, {}, { requestPolicy: 'network-only' })
      .toPromise();
    const next = r.data?.rgSessionStats;
    if (!next) return null;
    setOffset(serverOffsetMs(next.sessionStart, next.durationSeconds, Date.now()));
    setStats(next);
    if (next.realityCheckDue) setDue(true);
    return next;
  }, [client]);

  // the figures when the player opens a game (and at sign-in)
  const loaded = useRef(false);
  useEffect(() => {
    if (!onGame && loaded.current) return;
    loaded.current = true;
    void load();
  }, [onGame, load]);

  // the reality check's timer
  const notDueAt = useRef(0);
  useEffect(() => {
    if (!stats?.nextRealityCheckAt || due) return;
    let delay = delayUntil(stats.nextRealityCheckAt, offset, Date.now());
    // the server said "not yet" a moment ago (clocks apart): ask again a little later, not at once
    if (Date.now() - notDueAt.current < RECHECK_MS) delay = Math.max(delay, RECHECK_MS);
    const id = setTimeout(() => {
      // fresh figures for the modal; the server confirms it is due
      void load().then((next) => {
        if (next && !next.realityCheckDue && next.nextRealityCheckAt) {
          notDueAt.current = Date.now();
          return;
        }
        setDue(true);
      });
    }, delay);
    return () => clearTimeout(id);
  }, [stats, offset, due, load]);

  // the session limit's timer
  useEffect(() => {
    if (!stats?.sessionEndsAt) return;
    const until = stats.sessionEndsAt;
    const id = setTimeout(
      () => rgSignOut({ ...bareRefusal('RG_SESSION_LIMIT'), until }),
      delayUntil(until, offset, Date.now()),
    );
    return () => clearTimeout(id);
  }, [stats, offset]);

  // a game refused with RG_REALITY_CHECK_DUE
  useEffect(
    () =>
      onRealityCheckRequested(() => {
        void load().then(() => setDue(true));
      }),
    [load],
  );

  const open = due && onGame && session.status === 'user';
  useEffect(() => {
    setPlayPaused(open);
    return () => setPlayPaused(false);
  }, [open]);

  const reply = async (choice: 'CONTINUE' | 'STOP') => {
    setAnswering(choice);
    const r = await answer({ answer: choice });
    setAnswering(null);
    const next = r.data?.answerRealityCheck;
    if (choice === 'STOP') {
      // the server ended the session; sign out here too (Logout answers for a dead token quickly)
      setDue(false);
      session.logout();
      return;
    }
    if (next?.__typename === 'RgSessionStats') {
      setOffset(serverOffsetMs(next.sessionStart, next.durationSeconds, Date.now()));
      setStats(next);
      setDue(next.realityCheckDue);
    }
  };

  if (!open || !stats) return null;
  return (
    <RealityCheckModal
      stats={stats}
      answering={answering}
      onContinue={() => void reply('CONTINUE')}
      onStop={() => void reply('STOP')}
      onHistory={() => navigate('/profile/bet-history')}
    />
  );
}

export function RealityCheckModal({
  stats,
  answering,
  onContinue,
  onStop,
  onHistory,
}: {
  stats: RgSessionStats;
  answering: 'CONTINUE' | 'STOP' | null;
  onContinue: () => void;
  onStop: () => void;
  onHistory: () => void;
}) {
  const { t, i18n } = useTranslation('rg');
  const lng = i18n.language;
  const { hours, minutes } = durationParts(stats.durationSeconds);
  const played = [
    hours > 0 ? t('realityCheck.hours', { count: hours }) : null,
    t('realityCheck.minutesShort', { count: minutes }),
  ]
    .filter(Boolean)
    .join(' ');
  const net = BigInt(stats.netMinor);
  const figures: [string, string, string, string?][] = [
    ['duration', t('realityCheck.duration'), played],
    [
      'wagered',
      t('realityCheck.wagered'),
      money(stats.wageredMinor, stats.currency, lng, stats.decimals),
    ],
    [
      'net',
      t('realityCheck.net'),
      `${net > 0n ? '+' : ''}${money(stats.netMinor, stats.currency, lng, stats.decimals)}`,
      net < 0n ? 'text-danger' : net > 0n ? 'text-success' : undefined,
    ],
  ];
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/70 backdrop-blur-sm animate-fade-in" />
        <Dialog.Content
          role="alertdialog"
          data-testid="reality-check"
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className={cn(
            'fixed z-[81] flex flex-col gap-4 border-border bg-surface p-5 text-text shadow-2xl shadow-black/60 outline-none',
            'inset-x-0 bottom-0 rounded-t-2xl border-t pb-[max(1.25rem,env(safe-area-inset-bottom))] animate-sheet-up',
            'md:inset-0 md:m-auto md:h-fit md:w-[calc(100%-2rem)] md:max-w-modal md:rounded-2xl md:border md:animate-pop-in',
          )}
        >
          <div className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl border border-gold/25 bg-gold/10 text-gold">
              <Hourglass size={22} aria-hidden="true" />
            </span>
            <div className="flex min-w-0 flex-col">
              <Dialog.Title className="text-subtitle font-semibold">
                {t('realityCheck.title')}
              </Dialog.Title>
              <Dialog.Description className="text-body-sm text-muted">
                {t('realityCheck.intro')}
              </Dialog.Description>
            </div>
          </div>
          <dl className="grid grid-cols-3 gap-2">
            {figures.map(([id, label, value, tone]) => (
              <div key={id} className="flex min-w-0 flex-col rounded-xl bg-surface-2 p-3">
                <dt className="text-caption text-muted">{label}</dt>
                <dd
                  className={cn('truncate text-body font-semibold tabular-nums', tone)}
                  data-testid={`reality-${id}`}
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-caption text-muted">{t('realityCheck.paused')}</p>
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button
              autoFocus
              loading={answering === 'CONTINUE'}
              disabled={answering !== null}
              onClick={onContinue}
              className="sm:flex-1"
              data-testid="reality-continue"
            >
              {t('realityCheck.continue')}
            </Button>
            <Button
              variant="secondary"
              loading={answering === 'STOP'}
              disabled={answering !== null}
              onClick={onStop}
              className="sm:flex-1"
              data-testid="reality-stop"
            >
              {t('realityCheck.stop')}
            </Button>
          </div>
          <Button variant="ghost" disabled={answering !== null} onClick={onHistory}>
            {t('realityCheck.history')}
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
