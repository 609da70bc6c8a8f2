// Small helpers for writing SVG by hand.

/** Escapes text for use in SVG text content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Points of a star polygon ("x,y x,y …"), first point straight up. */
export function starPoints(
  cx: number,
  cy: number,
  points: number,
  outer: number,
  inner: number,
): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${round(cx + r * Math.cos(a))},${round(cy + r * Math.sin(a))}`);
  }
  return out.join(' ');
}

/** Points of a regular polygon, first vertex straight up. */
export function polygonPoints(
  cx: number,
  cy: number,
  sides: number,
  r: number,
  rotation = 0,
): string {
  const out: string[] = [];
  for (let i = 0; i < sides; i++) {
    const a = (2 * Math.PI * i) / sides - Math.PI / 2 + rotation;
    out.push(`${round(cx + r * Math.cos(a))},${round(cy + r * Math.sin(a))}`);
  }
  return out.join(' ');
}

export function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Initials of a title: "Pharaoh's Fortune" → "PF", "Gold" → "GO". */
export function initials(title: string): string {
  const words = title
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && !/^(of|the|and|or)$/i.test(w));
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}

/**
 * Breaks a title into at most `maxLines` lines of roughly `width` characters, keeping words
 * whole (a word longer than the width gets a line of its own).
 */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (current && (current + ' ' + word).length > width && lines.length < maxLines - 1) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** A small deterministic hash (FNV-1a) for picking variations from a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
