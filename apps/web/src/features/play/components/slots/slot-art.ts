// How a theme's symbols look: a palette per engine theme (SLOT_ENGINE_THEMES in @aurum/domain) and
// the tier of each symbol id. High symbols (0–3) sit on a coloured, framed tile with their Game
// Icon; royals (4–7) are plain letters on the reel; the wild is gold with a badge; the scatter is a
// violet burst with a badge. Icons load per theme (./icons), so a page ships only its own.
import { useEffect, useState } from 'react';
import { ICON_THEMES } from './icons';

/** Per theme: the four high symbols' colours (highest first) and the reel backdrop. */
export const THEME_PALETTES: Record<
  string,
  { high: [string, string, string, string]; reel: string }
> = {
  egypt: { high: ['#d4a017', '#1f8a9e', '#3b3b98', '#b5651d'], reel: '#1b1408' },
  asian: { high: ['#c0392b', '#16a085', '#d35400', '#2c3e50'], reel: '#190b0b' },
  norse: { high: ['#7f8c8d', '#2e86c1', '#b03a2e', '#a569bd'], reel: '#0d1217' },
  greek: { high: ['#f1c40f', '#5d6d7e', '#27ae60', '#2471a3'], reel: '#0c1420' },
  irish: { high: ['#1e8449', '#28b463', '#52be80', '#e67e22'], reel: '#08160d' },
  pirates: { high: ['#922b21', '#1a5276', '#6c3483', '#9a7d0a'], reel: '#10100c' },
  west: { high: ['#935116', '#b7950b', '#7b241c', '#a04000'], reel: '#170f08' },
  space: { high: ['#6c3483', '#2874a6', '#d68910', '#17a589'], reel: '#070816' },
  safari: { high: ['#ca6f1e', '#7d6608', '#566573', '#839192'], reel: '#141007' },
  ocean: { high: ['#17a589', '#a9cce3', '#2e86c1', '#5d6d7e'], reel: '#04121a' },
  candy: { high: ['#e84393', '#fd79a8', '#a29bfe', '#00b894'], reel: '#1a0b16' },
  gothic: { high: ['#922b21', '#34495e', '#6e2c00', '#6c3483'], reel: '#0e0a10' },
  aztec: { high: ['#d4ac0d', '#a04000', '#1e8449', '#148f77'], reel: '#121006' },
  vegas: { high: ['#5dade2', '#e74c3c', '#f4d03f', '#f39c12'], reel: '#120812' },
  magic: { high: ['#7d3c98', '#c0392b', '#148f77', '#2e4053'], reel: '#0d0816' },
  fiesta: { high: ['#e67e22', '#c0392b', '#27ae60', '#8e44ad'], reel: '#170b06' },
  gems: { high: ['#e74c3c', '#2e86c1', '#28b463', '#a9cce3'], reel: '#080c14' },
  fruit: { high: ['#c0392b', '#f4d03f', '#7d3c98', '#27ae60'], reel: '#0f0a0a' },
};

/** Royal letters' colours (A K Q J). */
export const ROYAL_COLOURS = ['#e74c3c', '#3498db', '#9b59b6', '#2ecc71'] as const;

export type SymbolTier = 'high' | 'low' | 'wild' | 'scatter';

export function symbolTier(id: number, kind: string | undefined): SymbolTier {
  if (kind === 'WILD') return 'wild';
  if (kind === 'SCATTER') return 'scatter';
  return id <= 3 ? 'high' : 'low';
}

export function paletteOf(theme: string) {
  return THEME_PALETTES[theme] ?? THEME_PALETTES.vegas!;
}

const loaded = new Map<string, readonly string[]>();

/** The theme's icon bodies (symbols 0–3, scatter, crown), or null while they load. */
export function useThemeIcons(theme: string): readonly string[] | null {
  const key = theme in ICON_THEMES ? (theme as keyof typeof ICON_THEMES) : 'vegas';
  const [icons, setIcons] = useState(() => loaded.get(key) ?? null);
  useEffect(() => {
    if (loaded.has(key)) {
      setIcons(loaded.get(key)!);
      return;
    }
    let live = true;
    void ICON_THEMES[key]().then((module) => {
      loaded.set(key, module.default);
      if (live) setIcons(module.default);
    });
    return () => {
      live = false;
    };
  }, [key]);
  return icons;
}
