// The paytable and rules of a slot (its own chunk, opened from the slot page): every symbol drawn
// as on the reels with what 3, 4 and 5 in a row pay at the current stake, the wild and the
// scatter, the ten paylines drawn on small grids, the free spins, the RTP and the stake limits.
// Figures come from the game's engine configuration (gameEngine), the ones the server pays by.
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { currentLanguage } from '@/lib/i18n';
import type { GameEngineConfig } from '../../api/play';
import { formatMoney, formatNumber } from '../../model/format';
import { LINE_COLOURS } from './payline-overlay';
import { SlotSymbol } from './slot-symbol';

export default function Paytable({
  open,
  onClose,
  config,
  stake,
  theme,
  icons,
}: {
  open: boolean;
  onClose: () => void;
  config: GameEngineConfig;
  /** the stake typed on the page (total, per spin), for the amounts */
  stake: string;
  theme: string;
  icons: readonly string[] | null;
}) {
  const { t } = useTranslation('play');
  const locale = currentLanguage();
  const slots = config.slots;
  if (!slots) return null;
  const lineCount = slots.lines.length || 10;
  const total = Number(stake) > 0 ? Number(stake) : Number(config.minBet);
  const lineBet = total / lineCount;
  const money = (n: number) => formatMoney(n.toFixed(2), config.currency, locale);
  const ordered = [...slots.symbols].sort((a, b) => {
    const rank = (s: typeof a) => (s.kind === 'WILD' ? -2 : s.kind === 'SCATTER' ? -1 : s.id);
    return rank(a) - rank(b);
  });
  return (
    <Modal open={open} onClose={onClose} title={t('slots.paytable.title')} size="lg">
      <div className="flex flex-col gap-5 text-body-sm" data-testid="paytable">
        <p className="text-muted">
          {t('slots.paytable.stakeNote', { stake: money(total), lineBet: money(lineBet) })}
        </p>
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold text-gold">{t('slots.paytable.symbols')}</h3>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {ordered.map((s) => (
              <li
                key={s.id}
                className="flex items-center gap-3 rounded-lg bg-surface-2 p-2"
                data-testid={`pay-${s.id}`}
              >
                <span className="size-14 shrink-0">
                  <SlotSymbol symbol={s} theme={theme} icons={icons} />
                </span>
                <div className="flex min-w-0 flex-col">
                  <span className="font-semibold" dir="auto">
                    {s.name}
                  </span>
                  {s.kind === 'SCATTER' ? (
                    <span className="text-caption text-muted">
                      {slots.scatterPays
                        .map((p, i) => `${i + 3}× ${money(Number(p) * total)}`)
                        .join(' · ')}
                    </span>
                  ) : (
                    <span className="text-caption text-muted" dir="ltr">
                      {s.pays.map((p, i) => `${i + 3}× ${money(Number(p) * lineBet)}`).join(' · ')}
                    </span>
                  )}
                  {s.kind === 'WILD' ? (
                    <span className="text-caption text-text">{t('slots.paytable.wild')}</span>
                  ) : null}
                  {s.kind === 'SCATTER' ? (
                    <span className="text-caption text-text">
                      {t('slots.paytable.scatter', {
                        count: slots.freeSpins,
                        multiplier: slots.freeSpinMultiplier,
                      })}
                    </span>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold text-gold">
            {t('slots.paytable.lines', { count: lineCount })}
          </h3>
          <p className="text-muted">{t('slots.paytable.linesRule')}</p>
          <ol className="grid grid-cols-5 gap-2" dir="ltr">
            {slots.lines.map((rows, i) => (
              <li key={i} className="flex flex-col items-center gap-1">
                <svg
                  viewBox="0 0 50 30"
                  className="w-full rounded bg-surface-2"
                  role="img"
                  aria-label={t('slots.paytable.line', { n: i + 1 })}
                  data-testid="paytable-line"
                >
                  {Array.from({ length: 15 }, (_, c) => (
                    <rect
                      key={c}
                      x={(c % 5) * 10 + 1}
                      y={Math.floor(c / 5) * 10 + 1}
                      width={8}
                      height={8}
                      rx={1.5}
                      fill={rows[c % 5] === Math.floor(c / 5) ? LINE_COLOURS[i % 10] : '#ffffff14'}
                    />
                  ))}
                </svg>
                <span className="text-caption text-muted">{i + 1}</span>
              </li>
            ))}
          </ol>
        </section>
        <section className="flex flex-col gap-1">
          <h3 className="font-semibold text-gold">{t('slots.paytable.rules')}</h3>
          <p>
            {t('slots.paytable.rtp', { rtp: formatNumber(config.rtp, locale) })}{' '}
            {t('slots.paytable.limits', {
              min: formatMoney(config.minBet, config.currency, locale),
              max: formatMoney(config.maxBet, config.currency, locale),
            })}
          </p>
          <p className="text-muted">{t('slots.paytable.fair')}</p>
        </section>
      </div>
    </Modal>
  );
}
