// Plinko on /game/{slug} (games named "… Plinko"): choose the stake, 8–16 rows and a risk level,
// drop the ball; the slot it lands in pays its multiplier (every table returns 99 %). The server
// draws the path; the board animates it and the win is shown when the ball lands.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { currentLanguage } from '@/lib/i18n';
import { PLAY_PLINKO_MUTATION, type Risk } from '../../../api/originals';
import type { GameEngineConfig } from '../../../api/play';
import { formatMoney } from '../../../model/format';
import { playSound } from '../../../model/sound';
import { useOriginalPlay } from '../use-original-play';
import { useOriginalsConfig } from '../use-originals-config';
import { PlinkoBoard, slotColour, type PlinkoDrop } from './plinko-board';
import { OriginalPanel, OriginalResult, OriginalForm } from '../original-panel';

const ROWS = [8, 9, 10, 11, 12, 13, 14, 15, 16];

export default function PlinkoGame({ config }: { config: GameEngineConfig }) {
  const { t } = useTranslation(['originals', 'play']);
  const tables = useOriginalsConfig(config.slug)?.plinko?.tables ?? [];
  const game = useOriginalPlay(config);
  const locale = currentLanguage();
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<Risk>('MEDIUM');
  const [drop, setDrop] = useState<PlinkoDrop | null>(null);
  const [landed, setLanded] = useState(true);
  const [, send] = useMutation(PLAY_PLINKO_MUTATION);
  const multipliers = tables.find((x) => x.rows === rows && x.risk === risk)?.multipliers ?? [];
  const last = game.last;
  const outcome = last?.round.outcome.__typename === 'PlinkoOutcome' ? last.round.outcome : null;

  const onLanded = useCallback(() => {
    setLanded(true);
    playSound(outcome && Number(outcome.multiplier) > 1 ? 'win' : 'roll');
  }, [outcome]);

  const play = async () => {
    const done = await game.play(async (roundId, seed) => {
      const r = await send({
        input: {
          gameSlug: config.slug,
          amount: game.amount,
          rows,
          risk,
          demo: game.demo,
          roundId,
          ...seed,
        },
      });
      return { value: r.data?.playPlinko, error: r.error };
    });
    const o = done?.round.outcome;
    if (done && o?.__typename === 'PlinkoOutcome') {
      setLanded(false);
      setDrop({ id: done.round.id, path: o.path, slot: o.slot });
    }
  };

  const shownRows = drop && !landed && outcome ? outcome.rows : rows;
  const shownMultipliers =
    drop && !landed && outcome
      ? (tables.find((x) => x.rows === outcome.rows && x.risk === outcome.risk)?.multipliers ?? [])
      : multipliers;
  const dropping = game.busy || !landed;

  return (
    <OriginalPanel
      engine="PLINKO"
      label={t('plinko.label')}
      config={config}
      game={game}
      switchDisabled={dropping}
      rules={t('plinko.rules', { rtp: config.rtp })}
      wide
    >
      {shownMultipliers.length > 0 ? (
        <PlinkoBoard
          rows={shownRows}
          multipliers={shownMultipliers}
          drop={drop && outcome && outcome.rows === shownRows ? drop : null}
          onLanded={onLanded}
        />
      ) : (
        <div
          className="aspect-square w-full animate-shimmer rounded-2xl bg-surface-2"
          aria-busy="true"
        />
      )}

      <ol className="flex min-h-7 flex-wrap gap-1.5" aria-label={t('plinko.history')} dir="ltr">
        {game.history
          .filter((h, i) => i > 0 || landed)
          .map((h) => {
            const o = h.round.outcome;
            if (o.__typename !== 'PlinkoOutcome') return null;
            return (
              <li
                key={h.round.id}
                className="rounded-md px-2 py-0.5 text-caption font-bold text-[#1a1205]"
                style={{ background: slotColour(o.slot, o.rows + 1) }}
              >
                ×{o.multiplier}
              </li>
            );
          })}
      </ol>

      <OriginalResult
        testId="plinko-result"
        result={
          landed && outcome && last
            ? {
                last,
                text: t('plinko.landed', {
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
          if (!dropping) void play();
        }}
        select={{
          label: t('plinko.rows'),
          value: rows,
          options: ROWS,
          onChange: setRows,
          disabled: dropping,
          testId: 'plinko-rows',
        }}
        risk={{ value: risk, onChange: setRisk, disabled: dropping }}
        submit={{
          label: t('plinko.drop'),
          testId: 'plinko-drop',
          loading: game.busy,
          disabled: Boolean(game.problem) || dropping,
        }}
      />
    </OriginalPanel>
  );
}
