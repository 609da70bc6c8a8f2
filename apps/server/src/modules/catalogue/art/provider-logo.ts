// Provider wordmark: a 240×96 SVG with an emblem and the studio's name.
import type { ArtPalette } from '../tables';
import { MOTIFS } from './motifs';
import { escapeXml, wrapWords } from './svg';

export const PROVIDER_LOGO_WIDTH = 240;
export const PROVIDER_LOGO_HEIGHT = 96;

export interface ProviderLogoInput {
  name: string;
  mark: string;
  palette: ArtPalette;
}

const FONT = `Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

export function renderProviderLogo(provider: ProviderLogoInput): string {
  const { from, to, accent, ink } = provider.palette;
  const mark = MOTIFS[provider.mark] ?? MOTIFS.spark!;
  const lines = wrapWords(provider.name, 12, 2);
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const fontSize = Math.min(lines.length > 1 ? 20 : 24, Math.floor(148 / (longest * 0.58)));
  const lineHeight = Math.round(fontSize * 1.15);
  const firstBaseline = 48 + fontSize * 0.35 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="84" y="${Math.round(firstBaseline + i * lineHeight)}">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PROVIDER_LOGO_WIDTH} ${PROVIDER_LOGO_HEIGHT}" width="${PROVIDER_LOGO_WIDTH}" height="${PROVIDER_LOGO_HEIGHT}" role="img" aria-label="${escapeXml(provider.name)}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity=".95"/><stop offset=".25" stop-color="${accent}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>` +
    `<rect width="240" height="96" rx="16" fill="url(#bg)"/>` +
    `<circle cx="44" cy="48" r="32" fill="${ink}" opacity=".08"/>` +
    `<g transform="translate(18 22) scale(.26)">${mark({ fill: 'url(#metal)', ink, dark: to, accent: from })}</g>` +
    `<g font-family="${FONT}" font-weight="800" font-size="${fontSize}" fill="${ink}" letter-spacing=".3">${text}</g>` +
    `<rect x="84" y="${Math.round(firstBaseline + (lines.length - 1) * lineHeight + 9)}" width="28" height="3" rx="1.5" fill="${accent}"/>` +
    `</svg>`
  );
}
