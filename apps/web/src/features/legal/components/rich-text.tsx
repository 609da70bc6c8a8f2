// Renders a translated text block: paragraphs separated by a blank line; a paragraph whose lines
// all start with "- " becomes a bulleted list.
import { cn } from '@/lib/cn';

export type TextBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

export function parseBlocks(text: string): TextBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): TextBlock => {
      const lines = chunk.split('\n').map((line) => line.trim());
      return lines.every((line) => line.startsWith('- '))
        ? { kind: 'ul', items: lines.map((line) => line.slice(2)) }
        : { kind: 'p', text: lines.join(' ') };
    });
}

export function RichText({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-col gap-3 text-body-sm leading-relaxed text-text/85 md:text-body md:leading-relaxed',
        className,
      )}
    >
      {parseBlocks(text).map((block, index) =>
        block.kind === 'p' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index} className="flex list-disc flex-col gap-1.5 ps-5 marker:text-gold">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
