// Keno on /game/{slug} (games named "… Keno"): pick 1–10 of the 40 numbers (buttons that toggle,
// aria-pressed), choose a risk level and draw; ten numbers are drawn and the picks hit pay by the
// table (every table returns 99 %). The draw is decided by the server; the numbers then appear
// one by one (all at once with reduced motion).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { prefersReducedMotion } from '@/lib/use-media-query';
import { PLAY_KENO_MUTATION, type Risk } from '../../../api/originals';
import type { GameEngineConfig } from '../../../api/play';
import { formatMoney } from '../../../model/format';
import { playSound } from '../../../model/sound';
import { FairnessLink } from '../../fairness-link';
import { PanelHeader } from '../../panel-header';
import { PlayErrorAlert } from '../../play-error';
import { RoundStats } from '../../round-stats';
import { useLimits } from '../../stake-text';
import { RiskPicker } from '../risk-picker';
import { StakeField } from '../stake-field';
import { useOriginalPlay } from '../use-original-play';
import { useOriginalsConfig } from '../use-originals-config';

const NUMBERS = Array.from({ length: 40 }, (_, i) => i + 1);
const MAX_PICKS = 10;

export default function KenoGame({ config }: { config: GameEngineConfig }) {
  const { t } = useTranslation(['originals', 'play']);
  const tables = useOriginalsConfig(config.slug)?.keno?.tables ?? [];
  const game = useOriginalPlay(config);
  const limits = useLimits(config);
  const locale = currentLanguage();
  const [picks, setPicks] = useState<number[]>([]);
  const [risk, setRisk] = useState<Risk>('MEDIUM');
  const [shown, setShown] = useState(0);
  const [, send] = useMutation(PLAY_KENO_MUTATION);
  const last = game.last;
  const outcome = last?.round.outcome.__typename === 'KenoOutcome' ? last.round.outcome : null;
  const drawn = outcome ? outcome.drawn.slice(0, shown) : [];
  const drawing = outcome !== null && shown < outcome.drawn.length;
  const table = tables.find((x) => x.picks === picks.length && x.risk === risk)?.multipliers ?? [];

  useEffect(() => {
    if (!outcome) return;
    if (prefersReducedMotion()) {
      setShown(outcome.drawn.length);
      return;
    }
    setShown(0);
    let n = 0;
    const timer = setInterval(() => {
      n += 1;
      setShown(n);
      if (n >= outcome.drawn.length) {
        clearInterval(timer);
        playSound(Number(outcome.multiplier) > 1 ? 'win' : 'roll');
      }
    }, 160);
    return () => clearInterval(timer);
  }, [outcome]);

  const toggle = (n: number) =>
    setPicks((p) =>
      p.includes(n) ? p.filter((x) => x !== n) : p.length < MAX_PICKS ? [...p, n] : p,
    );

  const autoPick = () => {
    const pool = [...NUMBERS];
    const chosen: number[] = [];
    const count = picks.length || MAX_PICKS;
    for (let i = 0; i < count; i++) {
      const j = Math.floor(Math.random() * pool.length);
      chosen.push(pool.splice(j, 1)[0]!);
    }
    setPicks(chosen);
  };

  const play = () =>
    void game.play(async (roundId) => {
      const r = await send({
        input: {
          gameSlug: config.slug,
          amount: game.amount,
          picks,
          risk,
          demo: game.demo,
          roundId,
        },
      });
      return { value: r.data?.playKeno, error: r.error };
    });

  const busy = game.busy || drawing;
  return (
    <section
      data-testid="play-panel"
      data-engine="KENO"
      aria-label={t('keno.label')}
      className="flex w-full flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:w-[var(--play-width,30rem)]"
    >
      <PanelHeader
        demo={game.demo}
        onDemoChange={game.setDemo}
        rtp={config.rtp}
        currency={config.currency}
        switchDisabled={busy}
      />
      <p className="text-body-sm text-muted" aria-live="polite">
        {t('keno.picked', { count: picks.length, max: MAX_PICKS })}
      </p>
      <div
        role="group"
        aria-label={t('keno.board')}
        className="grid grid-cols-8 gap-1.5"
        dir="ltr"
        data-testid="keno-board"
      >
        {NUMBERS.map((n) => {
          const picked = picks.includes(n);
          const isDrawn = drawn.includes(n);
          const hit = picked && isDrawn;
          return (
            <button
              key={n}
              type="button"
              aria-pressed={picked}
              aria-label={t(hit ? 'keno.numberHit' : isDrawn ? 'keno.numberDrawn' : 'keno.number', {
                n,
              })}
              disabled={busy || (!picked && picks.length >= MAX_PICKS)}
              onClick={() => toggle(n)}
              data-testid={`keno-${n}`}
              className={cn(
                'flex aspect-square min-h-9 items-center justify-center rounded-lg border text-body-sm font-bold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-gold disabled:cursor-not-allowed',
                hit
                  ? 'border-success bg-success text-on-gold motion-safe:animate-pop-in'
                  : isDrawn
                    ? 'border-danger/50 bg-danger/20 text-text motion-safe:animate-pop-in'
                    : picked
                      ? 'border-gold bg-gold/25 text-gold'
                      : 'border-border bg-surface-2 text-muted enabled:hover:text-text',
              )}
            >
              {n}
            </button>
          );
        })}
      </div>
      {table.length > 0 ? (
        <ol className="flex flex-wrap gap-1 text-caption" aria-label={t('keno.paytable')} dir="ltr">
          {table.map((m, hits) => (
            <li key={hits} className="rounded-md bg-surface-2 px-2 py-1">
              {t('keno.hits', { hits })}: <b className="text-gold">×{m}</b>
            </li>
          ))}
        </ol>
      ) : null}
      <div aria-live="polite">
        {outcome && !drawing && last ? (
          <>
            <p className="mb-2 text-center text-body font-semibold" data-testid="keno-result">
              {t('keno.result', {
                hits: outcome.hits.length,
                multiplier: outcome.multiplier,
                win: formatMoney(last.round.win, last.round.currency, locale),
              })}
            </p>
            <RoundStats
              win={last.round.win}
              currency={last.round.currency}
              demo={last.round.demo}
              balance={last.balance}
              highlight={Number(last.round.win) > Number(last.round.amount)}
            />
          </>
        ) : null}
      </div>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy && picks.length > 0) play();
        }}
      >
        <StakeField
          config={config}
          amount={game.amount}
          onAmount={game.setAmount}
          problem={game.problem}
        />
        <RiskPicker value={risk} onChange={setRisk} disabled={busy} />
        <div className="grid grid-cols-2 gap-2">
          <Button type="button" variant="secondary" onClick={autoPick} disabled={busy}>
            {t('keno.autoPick')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => setPicks([])}
            disabled={busy || picks.length === 0}
          >
            {t('keno.clear')}
          </Button>
        </div>
        <Button
          type="submit"
          size="lg"
          loading={game.busy}
          disabled={Boolean(game.problem) || picks.length === 0 || busy}
          data-testid="keno-draw"
        >
          {t('keno.draw')}
        </Button>
      </form>
      {game.failure ? <PlayErrorAlert code={game.failure} values={limits} /> : null}
      <p className="text-caption text-muted">{t('keno.rules', { rtp: config.rtp })}</p>
      <FairnessLink />
    </section>
  );
}
