// The FAQ accordion: each question is a button (Enter/Space toggle, focusable) controlling its
// answer region; several answers may be open at once.
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { OPERATOR_VALUES } from '@/lib/config';

export function FaqList() {
  const { t } = useTranslation('info');
  const baseId = useId();
  const items = Object.keys(t('faq.items', { returnObjects: true }) as Record<string, unknown>);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className="flex flex-col gap-2">
      {items.map((key) => {
        const expanded = open.has(key);
        const buttonId = `${baseId}-${key}-q`;
        const panelId = `${baseId}-${key}-a`;
        return (
          <div key={key} className="rounded-xl border border-border bg-surface">
            <h2>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(key)}
                className="flex min-h-14 w-full items-center gap-3 rounded-xl px-4 py-3 text-start text-body font-semibold text-text transition-colors hover:text-gold focus-visible:outline-2 focus-visible:outline-gold"
              >
                <span className="flex-1">{t(`faq.items.${key}.q`)}</span>
                <ChevronDown
                  size={20}
                  aria-hidden="true"
                  className={cn(
                    'shrink-0 text-muted transition-transform',
                    expanded && 'rotate-180 text-gold',
                  )}
                />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-4 pb-4 text-body-sm leading-relaxed text-text/85 md:text-body md:leading-relaxed"
            >
              {t(`faq.items.${key}.a`, OPERATOR_VALUES)}
            </div>
          </div>
        );
      })}
    </div>
  );
}
