// Symbols drawn at the centre of game art, in a 200×200 box. Simple filled shapes read well at
// card size and keep the SVG small.
import { polygonPoints, starPoints } from './svg';

export interface MotifColors {
  /** main fill (a gradient reference or a colour) */
  fill: string;
  /** light lines and highlights */
  ink: string;
  /** dark details */
  dark: string;
  /** second colour for details */
  accent: string;
}

type Motif = (c: MotifColors) => string;

const pips = (points: [number, number][], r: number, fill: string) =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join('');

export const MOTIFS: Record<string, Motif> = {
  pyramid: (c) =>
    `<path d="M100 18 L186 172 H14 Z" fill="${c.fill}"/><path d="M100 18 L140 172 H100 Z" fill="${c.dark}" opacity=".35"/>` +
    `<path d="M62 86 H138 M38 129 H162" stroke="${c.dark}" stroke-width="4" opacity=".45"/>`,
  ankh: (c) =>
    `<ellipse cx="100" cy="56" rx="26" ry="34" fill="none" stroke="${c.fill}" stroke-width="17"/>` +
    `<rect x="90" y="86" width="20" height="98" rx="4" fill="${c.fill}"/><rect x="48" y="94" width="104" height="19" rx="4" fill="${c.fill}"/>`,
  eye: (c) =>
    `<path d="M12 100 Q100 18 188 100 Q100 182 12 100 Z" fill="${c.fill}"/><circle cx="100" cy="100" r="34" fill="${c.dark}"/>` +
    `<circle cx="100" cy="100" r="14" fill="${c.ink}"/><path d="M40 150 Q60 180 90 176" stroke="${c.fill}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  coin: (c) =>
    `<circle cx="100" cy="100" r="82" fill="${c.fill}"/><circle cx="100" cy="100" r="64" fill="none" stroke="${c.dark}" stroke-width="5" opacity=".5"/>` +
    `<rect x="80" y="80" width="40" height="40" rx="3" fill="${c.dark}"/>`,
  lotus: (c) =>
    [-64, -32, 0, 32, 64]
      .map(
        (a) =>
          `<path transform="rotate(${a} 100 165)" d="M100 40 C128 82 128 132 100 165 C72 132 72 82 100 40 Z" fill="${c.fill}" stroke="${c.dark}" stroke-width="3" stroke-opacity=".4"/>`,
      )
      .join('') + `<ellipse cx="100" cy="170" rx="70" ry="12" fill="${c.accent}" opacity=".7"/>`,
  hammer: (c) =>
    `<rect x="36" y="28" width="128" height="58" rx="10" fill="${c.fill}"/><rect x="36" y="28" width="128" height="16" rx="8" fill="${c.ink}" opacity=".25"/>` +
    `<rect x="88" y="86" width="24" height="96" rx="6" fill="${c.dark}"/><path d="M70 57 H130" stroke="${c.dark}" stroke-width="5" opacity=".4"/>`,
  shield: (c) =>
    `<path d="M100 16 L174 42 V98 C174 140 142 168 100 186 C58 168 26 140 26 98 V42 Z" fill="${c.fill}"/>` +
    `<path d="M100 34 V168 M44 92 H156" stroke="${c.dark}" stroke-width="9" opacity=".45"/>`,
  bolt: (c) =>
    `<path d="M118 8 L42 112 H94 L78 192 L162 78 H110 Z" fill="${c.fill}" stroke="${c.ink}" stroke-width="3" stroke-linejoin="round"/>`,
  column: (c) =>
    `<rect x="36" y="22" width="128" height="24" rx="4" fill="${c.fill}"/><rect x="58" y="46" width="84" height="112" fill="${c.fill}"/>` +
    `<path d="M76 52 V152 M100 52 V152 M124 52 V152" stroke="${c.dark}" stroke-width="5" opacity=".4"/>` +
    `<rect x="30" y="158" width="140" height="24" rx="4" fill="${c.fill}"/>`,
  clover: (c) =>
    pips(
      [
        [70, 68],
        [130, 68],
        [70, 128],
        [130, 128],
      ],
      36,
      c.fill,
    ) +
    `<path d="M100 100 Q110 150 140 188" stroke="${c.fill}" stroke-width="12" fill="none" stroke-linecap="round"/><circle cx="100" cy="98" r="10" fill="${c.dark}" opacity=".4"/>`,
  horseshoe: (c) =>
    `<path d="M48 26 V98 A52 52 0 0 0 152 98 V26" fill="none" stroke="${c.fill}" stroke-width="32" stroke-linecap="round"/>` +
    pips(
      [
        [48, 50],
        [48, 90],
        [152, 50],
        [152, 90],
        [70, 138],
        [130, 138],
      ],
      5,
      c.dark,
    ),
  skull: (c) =>
    `<circle cx="100" cy="84" r="62" fill="${c.fill}"/><rect x="68" y="118" width="64" height="50" rx="12" fill="${c.fill}"/>` +
    pips(
      [
        [76, 86],
        [124, 86],
      ],
      17,
      c.dark,
    ) +
    `<path d="M100 104 L90 124 H110 Z" fill="${c.dark}"/><path d="M82 146 V166 M100 146 V168 M118 146 V166" stroke="${c.dark}" stroke-width="5"/>`,
  anchor: (c) =>
    `<circle cx="100" cy="34" r="16" fill="none" stroke="${c.fill}" stroke-width="10"/><rect x="92" y="48" width="16" height="128" rx="4" fill="${c.fill}"/>` +
    `<rect x="56" y="66" width="88" height="14" rx="6" fill="${c.fill}"/><path d="M34 118 A66 66 0 0 0 166 118" fill="none" stroke="${c.fill}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M20 126 L34 100 L50 124 Z M180 126 L166 100 L150 124 Z" fill="${c.fill}"/>`,
  badge: (c) =>
    `<polygon points="${starPoints(100, 100, 6, 88, 52)}" fill="${c.fill}"/>` +
    pips(
      Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI * i) / 3 - Math.PI / 2;
        return [Math.round(100 + 88 * Math.cos(a)), Math.round(100 + 88 * Math.sin(a))] as [
          number,
          number,
        ];
      }),
      9,
      c.fill,
    ) +
    `<circle cx="100" cy="100" r="34" fill="none" stroke="${c.dark}" stroke-width="5" opacity=".45"/>`,
  planet: (c) =>
    `<circle cx="100" cy="100" r="58" fill="${c.fill}"/><path d="M58 80 Q100 70 142 84" stroke="${c.dark}" stroke-width="7" fill="none" opacity=".35"/>` +
    `<ellipse cx="100" cy="104" rx="96" ry="24" fill="none" stroke="${c.accent}" stroke-width="9" transform="rotate(-18 100 100)"/>`,
  star: (c) =>
    `<polygon points="${starPoints(100, 104, 5, 92, 38)}" fill="${c.fill}" stroke="${c.ink}" stroke-width="3" stroke-linejoin="round"/>`,
  spark: (c) => `<polygon points="${starPoints(100, 100, 4, 94, 26)}" fill="${c.fill}"/>`,
  paw: (c) =>
    `<ellipse cx="100" cy="134" rx="48" ry="40" fill="${c.fill}"/>` +
    `<ellipse cx="46" cy="86" rx="18" ry="24" fill="${c.fill}"/><ellipse cx="80" cy="52" rx="18" ry="25" fill="${c.fill}"/>` +
    `<ellipse cx="120" cy="52" rx="18" ry="25" fill="${c.fill}"/><ellipse cx="154" cy="86" rx="18" ry="24" fill="${c.fill}"/>`,
  leaf: (c) =>
    `<path d="M100 12 C170 58 170 142 100 188 C30 142 30 58 100 12 Z" fill="${c.fill}"/>` +
    `<path d="M100 30 V180 M100 80 L70 58 M100 80 L130 58 M100 118 L62 92 M100 118 L138 92" stroke="${c.dark}" stroke-width="5" opacity=".45" fill="none"/>`,
  shell: (c) =>
    `<path d="M100 178 L24 92 A78 78 0 0 1 176 92 Z" fill="${c.fill}"/>` +
    [40, 70, 100, 130, 160]
      .map(
        (x) =>
          `<path d="M100 176 L${x} ${x === 100 ? 16 : x < 100 ? 40 + (100 - x) / 2 : 40 + (x - 100) / 2}" stroke="${c.dark}" stroke-width="5" opacity=".4"/>`,
      )
      .join('') +
    `<rect x="82" y="170" width="36" height="16" rx="6" fill="${c.fill}"/>`,
  wave: (c) =>
    [60, 100, 140]
      .map(
        (y, i) =>
          `<path d="M10 ${y} Q40 ${y - 28} 70 ${y} T130 ${y} T190 ${y}" fill="none" stroke="${i === 1 ? c.accent : c.fill}" stroke-width="16" stroke-linecap="round"/>`,
      )
      .join(''),
  lollipop: (c) =>
    `<rect x="94" y="110" width="12" height="80" rx="6" fill="${c.ink}"/><circle cx="100" cy="80" r="64" fill="${c.fill}"/>` +
    `<path d="M100 80 m0 -8 a8 8 0 0 1 8 8 a16 16 0 0 1 -16 16 a24 24 0 0 1 -24 -24 a32 32 0 0 1 32 -32 a40 40 0 0 1 40 40 a48 48 0 0 1 -48 48" fill="none" stroke="${c.accent}" stroke-width="9" stroke-linecap="round"/>`,
  heart: (c) =>
    `<path d="M100 178 C22 122 14 62 54 40 C80 26 96 44 100 60 C104 44 120 26 146 40 C186 62 178 122 100 178 Z" fill="${c.fill}"/>` +
    `<path d="M52 66 C58 52 72 48 80 52" stroke="${c.ink}" stroke-width="7" fill="none" stroke-linecap="round" opacity=".6"/>`,
  moon: (c) =>
    `<path d="M128 16 A86 86 0 1 0 128 184 A66 66 0 1 1 128 16 Z" fill="${c.fill}"/>` +
    `<circle cx="70" cy="80" r="9" fill="${c.dark}" opacity=".3"/><circle cx="58" cy="126" r="6" fill="${c.dark}" opacity=".3"/>`,
  bat: (c) =>
    `<path d="M100 66 C92 50 74 54 64 68 C48 58 22 64 8 92 C30 86 40 96 44 114 C60 102 76 106 86 124 C90 112 95 106 100 106 C105 106 110 112 114 124 C124 106 140 102 156 114 C160 96 170 86 192 92 C178 64 152 58 136 68 C126 54 108 50 100 66 Z" fill="${c.fill}"/>` +
    `<path d="M90 66 L86 48 L96 60 M110 66 L114 48 L104 60" fill="${c.fill}" stroke="${c.fill}" stroke-width="4"/>`,
  sun: (c) =>
    Array.from(
      { length: 12 },
      (_, i) =>
        `<polygon points="92,40 108,40 100,8" fill="${c.fill}" transform="rotate(${i * 30} 100 100)"/>`,
    ).join('') +
    `<circle cx="100" cy="100" r="52" fill="${c.fill}"/><circle cx="100" cy="100" r="36" fill="none" stroke="${c.dark}" stroke-width="5" opacity=".4"/>`,
  seven: (c) =>
    `<path d="M40 28 H164 V56 L104 182 H68 L126 64 H40 Z" fill="${c.fill}" stroke="${c.ink}" stroke-width="4" stroke-linejoin="round"/>`,
  bell: (c) =>
    `<circle cx="100" cy="22" r="10" fill="${c.fill}"/><path d="M100 28 C142 28 152 64 152 102 C152 132 162 146 178 156 H22 C38 146 48 132 48 102 C48 64 58 28 100 28 Z" fill="${c.fill}"/>` +
    `<circle cx="100" cy="170" r="15" fill="${c.dark}"/><path d="M70 70 C72 56 82 48 92 46" stroke="${c.ink}" stroke-width="7" fill="none" opacity=".55" stroke-linecap="round"/>`,
  crown: (c) =>
    `<path d="M22 150 L32 56 L70 98 L100 34 L130 98 L168 56 L178 150 Z" fill="${c.fill}"/><rect x="22" y="150" width="156" height="24" rx="5" fill="${c.fill}"/>` +
    pips(
      [
        [32, 52],
        [100, 30],
        [168, 52],
      ],
      10,
      c.accent,
    ) +
    pips(
      [
        [60, 162],
        [100, 162],
        [140, 162],
      ],
      7,
      c.dark,
    ),
  potion: (c) =>
    `<rect x="84" y="16" width="32" height="14" rx="4" fill="${c.dark}"/><rect x="86" y="28" width="28" height="46" fill="${c.ink}" opacity=".85"/>` +
    `<circle cx="100" cy="128" r="58" fill="${c.ink}" opacity=".85"/><path d="M44 132 A56 56 0 0 0 156 132 Z" fill="${c.fill}"/>` +
    pips(
      [
        [84, 110],
        [112, 96],
        [100, 80],
      ],
      6,
      c.accent,
    ),
  orb: (c) =>
    `<path d="M60 190 L74 150 H126 L140 190 Z" fill="${c.dark}"/><circle cx="100" cy="88" r="70" fill="${c.fill}"/>` +
    `<ellipse cx="76" cy="60" rx="20" ry="12" fill="${c.ink}" opacity=".5" transform="rotate(-30 76 60)"/>`,
  chili: (c) =>
    `<path d="M62 44 C38 96 62 164 160 184 C114 152 100 112 98 56 Z" fill="${c.fill}"/>` +
    `<path d="M60 46 C64 28 82 20 98 28 L98 56 C88 44 74 42 60 46 Z" fill="${c.accent}"/>`,
  cactus: (c) =>
    `<rect x="80" y="24" width="40" height="162" rx="20" fill="${c.fill}"/><path d="M80 110 H58 A16 16 0 0 1 42 94 V64" fill="none" stroke="${c.fill}" stroke-width="24" stroke-linecap="round"/>` +
    `<path d="M120 124 H142 A16 16 0 0 0 158 108 V76" fill="none" stroke="${c.fill}" stroke-width="24" stroke-linecap="round"/>` +
    `<path d="M100 40 V176" stroke="${c.dark}" stroke-width="4" opacity=".35"/>`,
  gem: (c) =>
    `<path d="M26 74 L64 28 H136 L174 74 L100 178 Z" fill="${c.fill}"/>` +
    `<path d="M26 74 H174 M64 28 L82 74 L100 178 L118 74 L136 28 M82 74 L100 28 L118 74" stroke="${c.dark}" stroke-width="4" fill="none" opacity=".45"/>`,
  diamond: (c) =>
    `<path d="M100 12 L168 100 L100 188 L32 100 Z" fill="${c.fill}" stroke="${c.ink}" stroke-width="3"/>`,
  cherry: (c) =>
    `<path d="M70 130 C80 80 104 44 132 26 M132 126 C130 84 130 52 132 26" stroke="${c.accent}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    `<path d="M132 26 C150 14 176 22 182 40 C160 46 144 40 132 26 Z" fill="${c.accent}"/>` +
    `<circle cx="66" cy="146" r="36" fill="${c.fill}"/><circle cx="136" cy="140" r="36" fill="${c.fill}"/>` +
    `<circle cx="54" cy="134" r="8" fill="${c.ink}" opacity=".55"/><circle cx="124" cy="128" r="8" fill="${c.ink}" opacity=".55"/>`,
  lemon: (c) =>
    `<ellipse cx="100" cy="100" rx="80" ry="58" fill="${c.fill}" transform="rotate(-25 100 100)"/>` +
    `<path d="M166 62 L186 48 M34 138 L16 152" stroke="${c.fill}" stroke-width="14" stroke-linecap="round"/>` +
    `<ellipse cx="76" cy="84" rx="20" ry="9" fill="${c.ink}" opacity=".45" transform="rotate(-25 76 84)"/>`,
  spade: (c) =>
    `<path d="M100 16 C140 66 182 92 176 130 C170 162 130 166 108 140 L122 186 H78 L92 140 C70 166 30 162 24 130 C18 92 60 66 100 16 Z" fill="${c.fill}"/>`,
  club: (c) =>
    pips(
      [
        [100, 60],
        [58, 116],
        [142, 116],
      ],
      40,
      c.fill,
    ) + `<path d="M92 110 L80 186 H120 L108 110 Z" fill="${c.fill}"/>`,
  chip: (c) =>
    `<circle cx="100" cy="100" r="84" fill="${c.fill}"/><circle cx="100" cy="100" r="72" fill="none" stroke="${c.ink}" stroke-width="18" stroke-dasharray="28 28.5"/>` +
    `<circle cx="100" cy="100" r="46" fill="${c.dark}"/><circle cx="100" cy="100" r="38" fill="none" stroke="${c.accent}" stroke-width="4" stroke-dasharray="6 6"/>`,
  wheel: (c) =>
    `<circle cx="100" cy="100" r="88" fill="${c.dark}" stroke="${c.fill}" stroke-width="10"/>` +
    `<circle cx="100" cy="100" r="66" fill="none" stroke="${c.accent}" stroke-width="26" stroke-dasharray="13 13"/>` +
    `<circle cx="100" cy="100" r="40" fill="${c.fill}"/>` +
    Array.from(
      { length: 4 },
      (_, i) =>
        `<rect x="96" y="40" width="8" height="120" rx="4" fill="${c.dark}" transform="rotate(${i * 45} 100 100)"/>`,
    ).join('') +
    `<circle cx="100" cy="100" r="12" fill="${c.ink}"/><circle cx="100" cy="26" r="7" fill="${c.ink}"/>`,
  rocket: (c) =>
    `<path d="M82 150 Q100 200 118 150 Z" fill="${c.accent}"/><path d="M100 12 C132 42 138 100 126 152 H74 C62 100 68 42 100 12 Z" fill="${c.fill}"/>` +
    `<path d="M74 112 L46 150 H76 Z M126 112 L154 150 H124 Z" fill="${c.dark}"/><circle cx="100" cy="72" r="16" fill="${c.dark}"/><circle cx="100" cy="72" r="10" fill="${c.ink}" opacity=".7"/>`,
  plane: (c) =>
    `<path d="M100 12 C110 12 112 30 112 44 V82 L186 118 V136 L112 116 V158 L136 176 V188 L100 178 L64 188 V176 L88 158 V116 L14 136 V118 L88 82 V44 C88 30 90 12 100 12 Z" fill="${c.fill}"/>`,
  balloon: (c) =>
    `<path d="M100 14 C150 14 176 52 172 90 C168 124 130 142 116 150 H84 C70 142 32 124 28 90 C24 52 50 14 100 14 Z" fill="${c.fill}"/>` +
    `<path d="M100 14 C80 40 76 110 92 150 M100 14 C120 40 124 110 108 150" stroke="${c.accent}" stroke-width="6" fill="none"/>` +
    `<path d="M86 150 L82 168 M114 150 L118 168" stroke="${c.ink}" stroke-width="3"/><rect x="78" y="166" width="44" height="24" rx="4" fill="${c.dark}"/>`,
  dice: (c) =>
    `<rect x="22" y="60" width="96" height="96" rx="16" fill="${c.fill}" transform="rotate(-12 70 108)"/>` +
    `<rect x="92" y="34" width="88" height="88" rx="14" fill="${c.ink}" transform="rotate(14 136 78)"/>` +
    pips(
      [
        [48, 92],
        [72, 112],
        [96, 130],
      ],
      8,
      c.dark,
    ) +
    pips(
      [
        [118, 58],
        [156, 66],
        [112, 94],
        [150, 102],
      ],
      7,
      c.dark,
    ),
  bomb: (c) =>
    `<circle cx="94" cy="118" r="64" fill="${c.fill}"/><rect x="118" y="42" width="30" height="26" rx="4" fill="${c.dark}" transform="rotate(35 133 55)"/>` +
    `<path d="M146 46 Q160 24 176 30" stroke="${c.ink}" stroke-width="5" fill="none"/><polygon points="${starPoints(178, 28, 6, 18, 7)}" fill="${c.accent}"/>` +
    `<ellipse cx="70" cy="92" rx="16" ry="10" fill="${c.ink}" opacity=".4" transform="rotate(-35 70 92)"/>`,
  ball: (c) =>
    `<circle cx="100" cy="100" r="78" fill="${c.fill}"/><circle cx="100" cy="100" r="36" fill="${c.ink}"/>` +
    `<circle cx="100" cy="100" r="26" fill="none" stroke="${c.dark}" stroke-width="5"/><ellipse cx="68" cy="58" rx="18" ry="10" fill="${c.ink}" opacity=".45" transform="rotate(-35 68 58)"/>`,
  ticket: (c) =>
    `<path d="M20 50 H180 V84 A16 16 0 0 0 180 116 V150 H20 V116 A16 16 0 0 0 20 84 Z" fill="${c.fill}"/>` +
    `<path d="M130 56 V144" stroke="${c.dark}" stroke-width="4" stroke-dasharray="8 7"/><polygon points="${starPoints(74, 102, 5, 30, 13)}" fill="${c.dark}" opacity=".6"/>`,
  ring: (c) =>
    `<circle cx="100" cy="100" r="70" fill="none" stroke="${c.fill}" stroke-width="26"/><circle cx="100" cy="100" r="22" fill="${c.fill}"/>`,
  hex: (c) =>
    `<polygon points="${polygonPoints(100, 100, 6, 88)}" fill="${c.fill}"/><polygon points="${polygonPoints(100, 100, 6, 50)}" fill="none" stroke="${c.dark}" stroke-width="10" opacity=".5"/>`,
  flame: (c) =>
    `<path d="M100 10 C120 50 168 80 160 130 C154 168 126 190 100 190 C74 190 46 168 40 130 C34 92 64 74 72 40 C84 60 92 70 100 10 Z" fill="${c.fill}"/>` +
    `<path d="M100 90 C110 112 130 124 126 150 C122 170 110 178 100 178 C90 178 78 170 74 150 C72 128 92 118 100 90 Z" fill="${c.accent}"/>`,
};

export const MOTIF_NAMES = Object.keys(MOTIFS);
