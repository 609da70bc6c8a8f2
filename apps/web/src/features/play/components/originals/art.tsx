// The originals' vector art: a cut gem (a safe tile) and a mine, drawn in SVG with the gold and
// danger tokens; decorative (the tiles' labels say what they are).
export function GemArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id="gem-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7CF5C8" />
          <stop offset="1" stopColor="#0E9F6E" />
        </linearGradient>
      </defs>
      <path d="M14 8h20l10 12-20 22L4 20z" fill="url(#gem-fill)" />
      <path
        d="M4 20h40M14 8l10 34M34 8 24 42M14 8l-2 12M34 8l2 12"
        stroke="#E9FFF6"
        strokeOpacity=".55"
        strokeWidth="1.4"
        fill="none"
      />
      <path d="M16 11h7l-4 6z" fill="#fff" fillOpacity=".7" />
    </svg>
  );
}

export function MineArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={className}>
      <g stroke="#2A0A0A" strokeWidth="3" strokeLinecap="round">
        <path d="M24 4v8M24 36v8M4 24h8M36 24h8M10 10l6 6M32 32l6 6M38 10l-6 6M10 38l6-6" />
      </g>
      <circle cx="24" cy="24" r="13" fill="#E5484D" stroke="#2A0A0A" strokeWidth="2.5" />
      <circle cx="19" cy="19" r="4" fill="#fff" fillOpacity=".55" />
    </svg>
  );
}
