// Promo banner artwork: 1200×400, themed per banner key, with no text (the web renders the
// translated title, description and button over the left part, which is kept calm and dark).
// For right-to-left layouts the web mirrors the image horizontally.
import { MOTIFS, type MotifColors } from './motifs';
import { hashString, polygonPoints, starPoints } from './svg';

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

interface BannerTheme {
  from: string;
  to: string;
  accent: string;
  /** the composition on the right-hand side */
  scene: (c: MotifColors) => string;
}

/** Places a 200×200 motif centred at (x, y) with a scale and rotation. */
function place(
  motif: string,
  x: number,
  y: number,
  scale: number,
  c: MotifColors,
  rotate = 0,
  opacity = 1,
): string {
  const draw = MOTIFS[motif] ?? MOTIFS.star!;
  return `<g opacity="${opacity}" transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale}) translate(-100 -100)">${draw(c)}</g>`;
}

function sparkles(seed: string, color: string, count: number): string {
  let h = hashString(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    const x = 560 + (h % 620);
    const y = 30 + ((h >>> 10) % 340);
    const r = 6 + ((h >>> 20) % 12);
    out.push(`<polygon points="${starPoints(x, y, 4, r, r / 4)}" fill="${color}" opacity=".75"/>`);
  }
  return out.join('');
}

const THEMES: Record<string, BannerTheme> = {
  vip: {
    from: '#2A1446',
    to: '#0B0D12',
    accent: '#F2C14E',
    scene: (c) =>
      place('crown', 920, 190, 1.45, c, -6) +
      place('gem', 1080, 300, 0.5, c, 12) +
      place('gem', 760, 310, 0.38, c, -14),
  },
  cashback: {
    from: '#0E4D45',
    to: '#0B0D12',
    accent: '#2ECC71',
    scene: (c) =>
      `<circle cx="930" cy="200" r="150" fill="none" stroke="${c.accent}" stroke-width="16" stroke-dasharray="620 320" stroke-linecap="round" opacity=".8"/>` +
      `<polygon points="1058,96 1096,60 1106,118" fill="${c.accent}" opacity=".8"/>` +
      place('coin', 880, 230, 0.8, c, -10) +
      place('coin', 990, 170, 0.62, c, 14) +
      place('coin', 820, 130, 0.42, c, 4),
  },
  providers: {
    from: '#16306B',
    to: '#0B0D12',
    accent: '#4DA3FF',
    scene: (c) => {
      const tiles: string[] = [];
      const marks = ['star', 'crown', 'bolt', 'gem', 'flame', 'spark'];
      marks.forEach((m, i) => {
        const x = 700 + (i % 3) * 150;
        const y = 70 + Math.floor(i / 3) * 150;
        tiles.push(
          `<rect x="${x}" y="${y}" width="124" height="124" rx="22" fill="#FFFFFF" fill-opacity=".07" stroke="${c.accent}" stroke-opacity=".45" stroke-width="2"/>`,
        );
        tiles.push(place(m, x + 62, y + 62, 0.42, c));
      });
      return tiles.join('');
    },
  },
  '2x_deposit': {
    from: '#6B1420',
    to: '#0B0D12',
    accent: '#F7D774',
    scene: (c) =>
      place('chip', 1000, 180, 1.05, { ...c, fill: '#D9A521' }, 18) +
      place('chip', 850, 230, 1.05, c, -12) +
      `<polygon points="${starPoints(1090, 320, 4, 34, 8)}" fill="${c.accent}"/>`,
  },
  'high-rollers': {
    from: '#1C1C1C',
    to: '#0B0D12',
    accent: '#F2C14E',
    scene: (c) =>
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<ellipse cx="780" cy="${320 - i * 26}" rx="70" ry="22" fill="${i % 2 ? '#D9A521' : c.accent}" stroke="#1A1300" stroke-width="3"/>`,
        )
        .join('') +
      [0, 1, 2]
        .map(
          (i) =>
            `<ellipse cx="1100" cy="${330 - i * 26}" rx="60" ry="19" fill="${i % 2 ? '#D9A521' : c.accent}" stroke="#1A1300" stroke-width="3"/>`,
        )
        .join('') +
      place('gem', 950, 190, 1.3, c, 0),
  },
  cryptodeposit: {
    from: '#0B3A5B',
    to: '#0B0D12',
    accent: '#4DE0C8',
    scene: (c) => {
      const nodes: [number, number][] = [
        [720, 110],
        [820, 300],
        [1100, 90],
        [1130, 300],
        [960, 60],
      ];
      const links = nodes
        .map(
          ([x, y]) =>
            `<path d="M950 200 L${x} ${y}" stroke="${c.accent}" stroke-width="3" opacity=".5"/>`,
        )
        .join('');
      const hexes = nodes
        .map(
          ([x, y]) =>
            `<polygon points="${polygonPoints(x, y, 6, 30)}" fill="${c.accent}" fill-opacity=".2" stroke="${c.accent}" stroke-width="3"/>`,
        )
        .join('');
      return (
        links +
        hexes +
        place('coin', 950, 200, 0.9, c) +
        `<polygon points="${polygonPoints(950, 200, 6, 24)}" fill="${c.accent}"/>`
      );
    },
  },
  'crash-week': {
    from: '#2A1F6B',
    to: '#0B0D12',
    accent: '#FF5A5F',
    scene: (c) =>
      `<path d="M640 360 C820 350 940 300 1060 120" fill="none" stroke="${c.accent}" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 22"/>` +
      place('rocket', 1080, 110, 0.9, c, 35) +
      place('planet', 760, 110, 0.55, c, 0, 0.8),
  },
};

const DEFAULT_THEME: BannerTheme = {
  from: '#1C2130',
  to: '#0B0D12',
  accent: '#F2C14E',
  scene: (c) => place('star', 950, 200, 1.2, c),
};

export function renderBannerArt(key: string): string {
  const theme = THEMES[key] ?? DEFAULT_THEME;
  const colors: MotifColors = {
    fill: 'url(#metal)',
    ink: '#FFF8E7',
    dark: theme.to,
    accent: theme.accent,
  };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" role="img" aria-hidden="true">` +
    `<defs>` +
    `<linearGradient id="bg" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient>` +
    `<radialGradient id="glow" cx=".78" cy=".5" r=".42"><stop offset="0" stop-color="${theme.accent}" stop-opacity=".35"/><stop offset="1" stop-color="${theme.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0B0D12" stop-opacity=".85"/><stop offset=".5" stop-color="#0B0D12" stop-opacity=".35"/><stop offset=".7" stop-color="#0B0D12" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity=".95"/><stop offset=".2" stop-color="${theme.accent}"/><stop offset="1" stop-color="${theme.accent}" stop-opacity=".8"/></linearGradient>` +
    `<pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="2" fill="#FFFFFF"/></pattern>` +
    `</defs>` +
    `<rect width="1200" height="400" fill="url(#bg)"/>` +
    `<rect width="1200" height="400" fill="url(#p)" opacity=".06"/>` +
    `<rect width="1200" height="400" fill="url(#glow)"/>` +
    sparkles(key, theme.accent, 9) +
    theme.scene(colors) +
    `<rect width="1200" height="400" fill="url(#calm)"/>` +
    `</svg>`
  );
}
