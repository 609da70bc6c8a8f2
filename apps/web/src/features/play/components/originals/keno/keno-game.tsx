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
import { useOriginalPlay } from '../use-original-play';
import { useOriginalsConfig } from '../use-originals-config';
import { OriginalPanel, OriginalResult, OriginalForm } from '../original-panel';

const NUMBERS = Array.from({ length: 40 }, (_, i) => i + 1);
const MAX_PICKS = 10;

export default function KenoGame({ config }: { config: GameEngineConfig }) {
  const { t } = useTranslation(['originals', 'play']);
  const tables = useOriginalsConfig(config.slug)?.keno?.tables ?? [];
  const game = useOriginalPlay(config);
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
    void game.play(async (roundId, seed) => {
      const r = await send({
        input: {
          gameSlug: config.slug,
          amount: game.amount,
          picks,
          risk,
          demo: game.demo,
          roundId,
          ...seed,
        },
      });
      return { value: r.data?.playKeno, error: r.error };
    });

  const busy = game.busy || drawing;
  return (
    <OriginalPanel
      engine="KENO"
      label={t('keno.label')}
      config={config}
      game={game}
      switchDisabled={busy}
      rules={t('keno.rules', { rtp: config.rtp })}
      wide
    >
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
              {t('keno.hits', { count: hits })}: <b className="text-gold">×{m}</b>
            </li>
          ))}
        </ol>
      ) : null}
      <OriginalResult
        testId="keno-result"
        result={
          outcome && !drawing && last
            ? {
                last,
                text: t('keno.result', {
                  count: outcome.hits.length,
                  multiplier: outcome.multiplier,
                  win: formatMoney(last.round.win, last.round.currency, locale),
                }),
              }
            : null
        }
      />
      <OriginalForm
        config={config}
        game={game}
        onSubmit={() => {
          if (!busy && picks.length > 0) play();
        }}
        risk={{ value: risk, onChange: setRisk, disabled: busy }}
        submit={{
          label: t('keno.draw'),
          testId: 'keno-draw',
          loading: game.busy,
          disabled: Boolean(game.problem) || picks.length === 0 || busy,
        }}
      >
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
      </OriginalForm>
    </OriginalPanel>
  );
}
