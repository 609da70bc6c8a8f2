// Game cover art: a 600×800 (3:4) SVG drawn from the game's row. Deterministic: the same row
// always gives the same bytes.
import type { ArtPalette } from '../tables';
import { MOTIFS } from './motifs';
import { escapeXml, initials, wrapWords } from './svg';

export const GAME_ART_WIDTH = 600;
export const GAME_ART_HEIGHT = 800;

export interface GameArtInput {
  name: string;
  providerName: string;
  motif: string;
  pattern: string;
  palette: ArtPalette;
}

const FONT = `Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

/** A repeating background texture, drawn in the ink colour at low opacity. */
function patternDefs(pattern: string, ink: string): string {
  switch (pattern) {
    case 'dots':
      return `<pattern id="p" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="18" cy="18" r="3" fill="${ink}"/></pattern>`;
    case 'stripes':
      return `<pattern id="p" width="32" height="32" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="10" height="32" fill="${ink}"/></pattern>`;
    case 'grid':
      return `<pattern id="p" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0 H0 V48" fill="none" stroke="${ink}" stroke-width="2"/></pattern>`;
    case 'rings':
      return `<pattern id="p" width="120" height="120" patternUnits="userSpaceOnUse"><circle cx="60" cy="60" r="50" fill="none" stroke="${ink}" stroke-width="3"/><circle cx="60" cy="60" r="26" fill="none" stroke="${ink}" stroke-width="3"/></pattern>`;
    case 'chevrons':
      return `<pattern id="p" width="60" height="34" patternUnits="userSpaceOnUse"><path d="M0 24 L30 6 L60 24" fill="none" stroke="${ink}" stroke-width="5"/></pattern>`;
    case 'waves':
      return `<pattern id="p" width="120" height="44" patternUnits="userSpaceOnUse"><path d="M0 22 Q30 0 60 22 T120 22" fill="none" stroke="${ink}" stroke-width="4"/></pattern>`;
    case 'diamonds':
      return `<pattern id="p" width="44" height="44" patternUnits="userSpaceOnUse"><path d="M22 4 L40 22 L22 40 L4 22 Z" fill="none" stroke="${ink}" stroke-width="3"/></pattern>`;
    default:
      return '';
  }
}

function rays(accent: string): string {
  const out: string[] = [];
  for (let i = 0; i < 18; i++) {
    out.push(
      `<path d="M300 330 L${-40} ${330 - 36} L${-40} ${330 + 36} Z" transform="rotate(${i * 20} 300 330)" fill="${accent}"/>`,
    );
  }
  return `<g opacity=".09">${out.join('')}</g>`;
}

/** Renders a game's cover as an SVG document. */
export function renderGameArt(game: GameArtInput): string {
  const { from, to, accent, ink } = game.palette;
  const motif = MOTIFS[game.motif] ?? MOTIFS.star!;
  const lines = wrapWords(game.name, 14, 3);
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const fontSize = Math.min(64, Math.floor(540 / (longest * 0.6)));
  const lineHeight = Math.round(fontSize * 1.12);
  const lastBaseline = 732;
  const firstBaseline = lastBaseline - lineHeight * (lines.length - 1);
  const title = lines
    .map(
      (line, i) => `<text x="300" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</text>`,
    )
    .join('');
  const pattern = patternDefs(game.pattern, ink);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${GAME_ART_WIDTH} ${GAME_ART_HEIGHT}" width="${GAME_ART_WIDTH}" height="${GAME_ART_HEIGHT}" role="img" aria-label="${escapeXml(game.name)}">` +
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2=".6" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${accent}" stop-opacity=".55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity=".95"/><stop offset=".18" stop-color="${accent}"/><stop offset="1" stop-color="${accent}" stop-opacity=".78"/></linearGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset=".45" stop-color="#000" stop-opacity=".55"/><stop offset="1" stop-color="#000" stop-opacity=".82"/></linearGradient>` +
    pattern +
    `</defs>` +
    `<rect width="600" height="800" fill="url(#bg)"/>` +
    (pattern ? `<rect width="600" height="800" fill="url(#p)" opacity=".07"/>` : rays(accent)) +
    `<text x="300" y="470" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="300" fill="${ink}" opacity=".06" letter-spacing="-8">${escapeXml(initials(game.name))}</text>` +
    `<circle cx="300" cy="330" r="250" fill="url(#glow)"/>` +
    `<circle cx="300" cy="330" r="178" fill="none" stroke="${accent}" stroke-opacity=".4" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round"/>` +
    `<g transform="translate(300 330) scale(1.55) translate(-100 -100)">` +
    `<g transform="translate(5 7)" opacity=".3">${motif({ fill: '#000', ink: '#000', dark: '#000', accent: '#000' })}</g>` +
    motif({ fill: 'url(#metal)', ink, dark: to, accent: from }) +
    `</g>` +
    `<rect y="520" width="600" height="280" fill="url(#shade)"/>` +
    `<g text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="${fontSize}" fill="${ink}">${title}</g>` +
    `<text x="300" y="772" text-anchor="middle" font-family="${FONT}" font-weight="600" font-size="22" letter-spacing="3" fill="${accent}">${escapeXml(game.providerName.toUpperCase())}</text>` +
    `<rect x="10" y="10" width="580" height="780" rx="30" fill="none" stroke="${accent}" stroke-opacity=".55" stroke-width="3"/>` +
    `</svg>`
  );
}
