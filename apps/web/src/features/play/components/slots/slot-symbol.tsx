// One slot symbol as drawn on the reels and in the paytable. High symbols: the theme's Game Icon
// on a coloured tile with a gold (0–1) or silver (2–3) frame; royals: a plain coloured letter, no
// tile (low value at a glance); the wild: gold tile, symbol 0's icon and a WILD ribbon; the scatter:
// a violet burst with a SCATTER ribbon. The symbol's name is its accessible name (role="img").
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { ROYAL_COLOURS, paletteOf, symbolTier } from './slot-art';

export interface SymbolInfo {
  id: number;
  name: string;
  kind: string;
}

function Icon({ body, className }: { body: string | undefined; className?: string }) {
  if (!body) return null;
  return (
    <svg
      viewBox="0 0 512 512"
      aria-hidden="true"
      focusable="false"
      className={className}
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}

export const SlotSymbol = memo(function SlotSymbol({
  symbol,
  theme,
  icons,
  className,
}: {
  symbol: SymbolInfo | undefined;
  theme: string;
  icons: readonly string[] | null;
  className?: string;
}) {
  const { t } = useTranslation('play');
  if (!symbol) return <span className={className} />;
  const tier = symbolTier(symbol.id, symbol.kind);
  const palette = paletteOf(theme);
  const label = symbol.name;
  const base = cn(
    'relative flex size-full items-center justify-center overflow-hidden rounded-[14%]',
    className,
  );
  switch (tier) {
    case 'high': {
      const colour = palette.high[symbol.id] ?? palette.high[0];
      return (
        <span
          role="img"
          aria-label={label}
          data-tier="high"
          className={cn(base, 'border-2', symbol.id <= 1 ? 'border-[#f5cf6b]' : 'border-[#c9d1d9]')}
          style={{
            background: `radial-gradient(circle at 35% 30%, ${colour}ee, ${colour}88 55%, #0008 100%)`,
          }}
        >
          <Icon
            body={icons?.[symbol.id]}
            className="size-[78%] text-white drop-shadow-[0_2px_1px_rgba(0,0,0,0.6)]"
          />
        </span>
      );
    }
    case 'low': {
      const letter = symbol.name.slice(0, 1);
      const colour = ROYAL_COLOURS[(symbol.id - 4) % 4];
      return (
        <span role="img" aria-label={label} data-tier="low" className={base}>
          <span
            aria-hidden="true"
            className="text-[2rem] leading-none font-black md:text-[2.4rem]"
            style={{ color: colour, WebkitTextStroke: '1.5px #0009', fontFamily: 'Georgia, serif' }}
          >
            {letter}
          </span>
        </span>
      );
    }
    case 'wild':
      return (
        <span
          role="img"
          aria-label={label}
          data-tier="wild"
          className={cn(base, 'border-2 border-[#fff3c4]')}
          style={{
            background: 'radial-gradient(circle at 40% 30%, #fff1b8, #f0b90b 45%, #8a5a00 100%)',
          }}
        >
          <Icon body={icons?.[0]} className="mb-[18%] size-[62%] text-[#3d2500]" />
          <Ribbon text={t('slots.wildMark')} className="bg-[#3d2500] text-[#ffe08a]" />
        </span>
      );
    case 'scatter':
      return (
        <span
          role="img"
          aria-label={label}
          data-tier="scatter"
          className={cn(base, 'border-2 border-[#e0b3ff]')}
          style={{
            background:
              'repeating-conic-gradient(from 0deg, #7b2ff7 0deg 15deg, #c0399b 15deg 30deg)',
          }}
        >
          <Icon
            body={icons?.[4]}
            className="mb-[18%] size-[62%] text-white drop-shadow-[0_2px_1px_rgba(0,0,0,0.7)]"
          />
          <Ribbon text={t('slots.scatterMark')} className="bg-[#2a0a45] text-[#f3d9ff]" />
        </span>
      );
  }
});

function Ribbon({ text, className }: { text: string; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'absolute inset-x-0 bottom-[6%] overflow-hidden px-px text-center text-[0.5rem] leading-[1.5] font-black whitespace-nowrap uppercase md:text-[0.6rem]',
        className,
      )}
    >
      {text}
    </span>
  );
}
