// Wheel on /game/{slug} (live-game-show games): choose the stake, the wheel's size and a risk
// level and spin; the segment under the pointer pays its multiplier (every layout returns 99 %).
// The server picks the segment; the wheel then turns to it with a CSS transform transition (at
// once with reduced motion) and the win is shown when it stops.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { currentLanguage } from '@/lib/i18n';
import { prefersReducedMotion } from '@/lib/use-media-query';
import { PLAY_WHEEL_MUTATION, type Risk } from '../../../api/originals';
import type { GameEngineConfig } from '../../../api/play';
import { formatMoney } from '../../../model/format';
import { playSound } from '../../../model/sound';
import { useOriginalPlay } from '../use-original-play';
import { useOriginalsConfig } from '../use-originals-config';
import { LiveSwitch, LiveSwitchSkeleton } from '../../../live-table/live-switch';
import { OriginalPanel, OriginalResult, OriginalForm } from '../original-panel';
import { WheelArt, wheelStopAngle } from './wheel-art';

const SIZES = [10, 20, 30, 40, 50];

/** A live-game-show game is a shared wheel table (live-table/); any other wheel spins here. */
export default function WheelGame({ config }: { config: GameEngineConfig }) {
  return (
    <LiveSwitch
      config={config}
      fallback={<LiveSwitchSkeleton />}
      instant={<InstantWheel config={config} />}
    />
  );
}

function InstantWheel({ config }: { config: GameEngineConfig }) {
  const { t } = useTranslation(['originals', 'play']);
  const layouts = useOriginalsConfig(config.slug)?.wheel?.layouts ?? [];
  const game = useOriginalPlay(config);
  const locale = currentLanguage();
  const [segments, setSegments] = useState(20);
  const [risk, setRisk] = useState<Risk>('MEDIUM');
  const [angle, setAngle] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [, send] = useMutation(PLAY_WHEEL_MUTATION);
  const wheel = useRef<SVGGElement>(null);
  const last = game.last;
  const outcome = last?.round.outcome.__typename === 'WheelOutcome' ? last.round.outcome : null;
  const shownSize = spinning && outcome ? outcome.segments : segments;
  const shownRisk = spinning && outcome ? outcome.risk : risk;
  const layout =
    layouts.find((x) => x.segments === shownSize && x.risk === shownRisk)?.multipliers ?? [];

  useEffect(() => {
    const el = wheel.current;
    if (!el || !spinning) return;
    const done = () => {
      setSpinning(false);
      playSound(outcome && Number(outcome.multiplier) > 1 ? 'win' : 'roll');
    };
    if (prefersReducedMotion()) {
      done();
      return;
    }
    el.addEventListener('transitionend', done, { once: true });
    const fallback = setTimeout(done, 4200);
    return () => {
      el.removeEventListener('transitionend', done);
      clearTimeout(fallback);
    };
  }, [spinning, outcome]);

  const play = async () => {
    const done = await game.play(async (roundId, seed) => {
      const r = await send({
        input: {
          gameSlug: config.slug,
          amount: game.amount,
          segments,
          risk,
          demo: game.demo,
          roundId,
          ...seed,
        },
      });
      return { value: r.data?.playWheel, error: r.error };
    });
    const o = done?.round.outcome;
    if (done && o?.__typename === 'WheelOutcome') {
      // the segment's centre under the pointer (top), after whole turns forward
      setAngle((a) => wheelStopAngle(a, o.segment, o.segments));
      setSpinning(true);
    }
  };

  const busy = game.busy || spinning;
  return (
    <OriginalPanel
      engine="WHEEL"
      label={t('wheel.label')}
      config={config}
      game={game}
      switchDisabled={busy}
      rules={t('wheel.rules', { rtp: config.rtp })}
    >
      <WheelArt
        ref={wheel}
        layout={layout}
        angle={angle}
        label={t('wheel.board', { count: shownSize })}
        centre={outcome && !spinning ? `×${outcome.multiplier}` : ''}
        paytableLabel={t('wheel.paytable')}
      />
      <OriginalResult
        testId="wheel-result"
        result={
          outcome && !spinning && last
            ? {
                last,
                text: t('wheel.result', {
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
          if (!busy) void play();
        }}
        select={{
          label: t('wheel.segments'),
          value: segments,
          options: SIZES,
          onChange: setSegments,
          disabled: busy,
          testId: 'wheel-segments',
        }}
        risk={{ value: risk, onChange: setRisk, disabled: busy }}
        submit={{
          label: t('wheel.spin'),
          testId: 'wheel-spin',
          loading: game.busy,
          disabled: Boolean(game.problem) || busy,
        }}
      />
    </OriginalPanel>
  );
}
