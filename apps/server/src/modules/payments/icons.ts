// Payment marks served at /media/payments/<name>.svg and as sized rasters (<name>.192.webp, drawn
// by http/media.ts registerArtRoute; issue 19 item 12): real marks from well-kept icon packages
// instead of text pills — every whitelisted coin from `cryptocurrency-icons` (CC0-1.0, colour
// set), the card schemes (Visa, Mastercard) from `simple-icons` (CC0-1.0; the marks stay their
// owners' trademarks) on a white card. Bank transfer and e-wallet have no brand: a plain glyph.
// Read once, kept in memory.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CRYPTO_WHITELIST } from '@aurum/domain';

const require = createRequire(import.meta.url);
const coinDir = join(dirname(require.resolve('cryptocurrency-icons/package.json')), 'svg', 'color');
// simple-icons exports `./icons/*` (not its package.json)
const brandDir = dirname(require.resolve('simple-icons/icons/visa.svg'));

/** The path data of a simple-icons mark (one path on a 24×24 box). */
function brandPath(slug: string): string {
  const svg = readFileSync(join(brandDir, `${slug}.svg`), 'utf8');
  const d = /<path d="([^"]+)"/.exec(svg)?.[1];
  if (!d) throw new Error(`simple-icons ${slug}: no path`);
  return d;
}

function cardSchemes(): string {
  const mark = (d: string, color: string, x: number) =>
    `<svg x="${x}" y="14" width="36" height="36" viewBox="0 0 24 24"><path fill="${color}" d="${d}"/></svg>`;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64" viewBox="0 0 96 64">' +
    '<title>Visa, Mastercard</title><rect width="96" height="64" rx="10" fill="#fff"/>' +
    mark(brandPath('visa'), '#1A1F71', 8) +
    mark(brandPath('mastercard'), '#EB001B', 52) +
    '</svg>'
  );
}

const GLYPHS: Record<string, [string, string, string]> = {
  // a bank building; a wallet (drawn here: generic, no brand)
  bank: [
    'Bank transfer',
    '#2e7d32',
    'M48 14 24 26v4h48v-4L48 14Zm-18 20v14h6V34h-6Zm12 0v14h6V34h-6Zm12 0v14h6V34h-6Zm-30 18v4h48v-4H24Z',
  ],
  ewallet: [
    'E-wallet',
    '#6a1b9a',
    'M26 20h40a4 4 0 0 1 4 4v4H58a6 6 0 0 0 0 12h12v4a4 4 0 0 1-4 4H26a4 4 0 0 1-4-4V24a4 4 0 0 1 4-4Zm32 12h14v4H58a2 2 0 0 1 0-4Z',
  ],
};

function glyph(name: string): string | null {
  const spec = GLYPHS[name];
  if (!spec) return null;
  const [title, color, d] = spec;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64" viewBox="0 0 96 64"><title>${title}</title><rect width="96" height="64" rx="10" fill="${color}"/><path fill="#fff" fill-rule="evenodd" d="${d}"/></svg>`;
}

const cache = new Map<string, string | null>();

/** The SVG of a payment mark by name (`card`, `bank`, `ewallet`, a whitelisted coin), or null. */
export function paymentIcon(name: string): string | null {
  const key = name.toLowerCase();
  if (cache.has(key)) return cache.get(key)!;
  let svg: string | null = null;
  if (key === 'card') svg = cardSchemes();
  else if (GLYPHS[key]) svg = glyph(key);
  else if ((CRYPTO_WHITELIST as readonly string[]).includes(key.toUpperCase())) {
    svg = readFileSync(join(coinDir, `${key}.svg`), 'utf8');
  }
  cache.set(key, svg);
  return svg;
}

/** Every mark the cashier serves. */
export const PAYMENT_ICON_NAMES: readonly string[] = [
  'card',
  ...Object.keys(GLYPHS),
  ...CRYPTO_WHITELIST.map((c) => c.toLowerCase()),
];
