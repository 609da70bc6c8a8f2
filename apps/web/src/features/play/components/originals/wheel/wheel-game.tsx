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
import { OriginalPanel, OriginalResult, OriginalForm } from '../original-panel';

const SIZES = [10, 20, 30, 40, 50];
const R = 140;

/** A multiplier's colour: nothing grey, small gold, large red. */
export function segmentColour(m: number): string {
  if (m === 0) return '#2B2838';
  if (m < 1.5) return '#8C7A3A';
  if (m < 2) return '#D9A521';
  if (m < 5) return '#E07B24';
  return '#E5484D';
}

function arc(i: number, n: number): string {
  const a0 = (i / n) * 2 * Math.PI - Math.PI / 2;
  const a1 = ((i + 1) / n) * 2 * Math.PI - Math.PI / 2;
  const p = (a: number) => `${R * Math.cos(a)} ${R * Math.sin(a)}`;
  return `M0 0 L${p(a0)} A${R} ${R} 0 0 1 ${p(a1)} Z`;
}

export default function WheelGame({ config }: { config: GameEngineConfig }) {
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
      const target = 360 - ((o.segment + 0.5) / o.segments) * 360;
      setAngle((a) => a - (a % 360) + 360 * 5 + target);
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
      <svg
        viewBox="-160 -168 320 330"
        role="img"
        aria-label={t('wheel.board', { count: shownSize })}
        data-testid="wheel"
        className="mx-auto w-full max-w-80"
      >
        <g
          ref={wheel}
          style={{
            transform: `rotate(${angle}deg)`,
            transition: prefersReducedMotion()
              ? 'none'
              : 'transform 4s cubic-bezier(.17,.67,.16,1)',
          }}
        >
          {layout.map((m, i) => (
            <path
              key={i}
              d={arc(i, layout.length)}
              fill={segmentColour(Number(m))}
              stroke="#0d0b14"
              strokeWidth={1.5}
            />
          ))}
          <circle r={R} fill="none" stroke="#E8C766" strokeWidth={4} />
        </g>
        <circle r={34} fill="#15121F" stroke="#E8C766" strokeWidth={3} />
        <text
          y={6}
          textAnchor="middle"
          fontSize={18}
          fontWeight={700}
          fill="#F5C542"
          data-testid="wheel-multiplier"
        >
          {outcome && !spinning ? `×${outcome.multiplier}` : ''}
        </text>
        <path d="M0 -146 L-11 -166 L11 -166 Z" fill="#F5C542" stroke="#0d0b14" strokeWidth={1.5} />
      </svg>
      <ul
        className="flex flex-wrap justify-center gap-1.5 text-caption"
        aria-label={t('wheel.paytable')}
        dir="ltr"
      >
        {[...new Set(layout)].map((m) => (
          <li key={m} className="flex items-center gap-1 rounded-md bg-surface-2 px-2 py-0.5">
            <span
              className="size-3 rounded-sm"
              style={{ background: segmentColour(Number(m)) }}
              aria-hidden="true"
            />
            ×{m} · {layout.filter((x) => x === m).length}/{layout.length}
          </li>
        ))}
      </ul>
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
