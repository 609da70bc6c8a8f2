// The dropdown selector (spec §2.8): a label and the selected title (or '-'). From md up it opens a
// floating list where a choice applies at once; below md a full-screen sheet where the choice
// applies only on confirm. Closes on outside click and Escape; ids match loosely ('1' == 1).
// Long lists (the currency and country pickers: 69 and 78 entries) get a search field in the
// combobox pattern (WAI-ARIA APG "editable combobox with list autocomplete"): focus stays in the
// field, the arrows move the active option, Enter picks it, Escape closes.
import { Check, ChevronDown, Search, X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { IconImage } from '@/components/icon-image';
import { cn } from '@/lib/cn';
import { MD_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { Button } from './button';

export type SelectId = string | number;

export interface SelectItem {
  id: SelectId;
  title: string;
  /** An image URL or a ready icon element. */
  icon?: string | ReactNode;
}

/** Loose id matching (spec §3): a string and a number with the same text are the same id. */
export function sameId(a: SelectId | null | undefined, b: SelectId | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return String(a) === String(b);
}

export interface SelectProps {
  label: string;
  items: readonly SelectItem[];
  value: SelectId | null | undefined;
  onChange: (item: SelectItem) => void;
  loading?: boolean;
  disabled?: boolean;
  /** The mobile sheet's title; the label by default. */
  sheetTitle?: string;
  error?: string | null;
  id?: string;
  className?: string;
  /** A search field above the options; on by default for lists longer than SEARCH_FROM. */
  searchable?: boolean;
}

/** Lists with more options than this get a search field unless `searchable` says otherwise. */
export const SEARCH_FROM = 12;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** Options whose title contains the query (case and accents ignored) or whose id starts with it. */
export function filterItems(items: readonly SelectItem[], query: string): readonly SelectItem[] {
  const wanted = fold(query.trim());
  if (!wanted) return items;
  return items.filter(
    (item) => fold(item.title).includes(wanted) || fold(String(item.id)).startsWith(wanted),
  );
}

function OptionIcon({ icon }: { icon: SelectItem['icon'] }) {
  if (!icon) return null;
  if (typeof icon !== 'string')
    return <span className="flex size-6 shrink-0 items-center">{icon}</span>;
  return (
    <IconImage
      src={icon}
      width={24}
      height={24}
      loading="lazy"
      className="size-6 shrink-0 rounded-md object-contain"
    />
  );
}

export function Select({
  label,
  items,
  value,
  onChange,
  loading = false,
  disabled = false,
  sheetTitle,
  error,
  id: idProp,
  className,
  searchable: searchableProp,
}: SelectProps) {
  const { t } = useTranslation('common');
  const desktop = useMediaQuery(MD_QUERY);
  const autoId = useId();
  const id = idProp ?? autoId;
  const listId = `${id}-listbox`;
  const labelId = `${id}-label`;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [pending, setPending] = useState<SelectId | null>(null);
  const [query, setQuery] = useState('');
  const searchable = searchableProp ?? items.length > SEARCH_FROM;
  const shown = searchable ? filterItems(items, query) : items;

  const selectedIndex = items.findIndex((item) => sameId(item.id, value));
  const selected = selectedIndex >= 0 ? items[selectedIndex] : undefined;

  const close = useCallback((restoreFocus = true) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);

  const openList = () => {
    if (disabled) return;
    setActive(selectedIndex >= 0 ? selectedIndex : items.length ? 0 : -1);
    setPending(selected ? selected.id : null);
    setQuery('');
    setOpen(true);
  };

  const search = (text: string) => {
    setQuery(text);
    setActive(filterItems(items, text).length ? 0 : -1);
  };

  // Outside click closes the floating list.
  useEffect(() => {
    if (!open || !desktop) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, desktop, close]);

  // Focus the search field (or the list) when it opens so typing, arrows and Escape work at once.
  useEffect(() => {
    if (!open) return;
    if (searchRef.current) searchRef.current.focus({ preventScroll: true });
    else listRef.current?.focus({ preventScroll: true });
  }, [open]);

  // Keep the active option in view.
  useEffect(() => {
    if (!open || active < 0) return;
    const node = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    node?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const choose = (item: SelectItem) => {
    if (desktop) {
      onChange(item);
      close();
    } else {
      setPending(item.id);
    }
  };

  const confirm = () => {
    const item = items.find((candidate) => sameId(candidate.id, pending));
    if (item && !sameId(item.id, value)) onChange(item);
    close();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      openList();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const typing = event.currentTarget === searchRef.current;
    const last = shown.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((i) => (i >= last ? 0 : i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => (i <= 0 ? last : i - 1));
        break;
      case 'Home':
        if (typing) break; // the caret moves in the field
        event.preventDefault();
        setActive(0);
        break;
      case 'End':
        if (typing) break;
        event.preventDefault();
        setActive(last);
        break;
      case ' ':
      case 'Enter': {
        if (typing && event.key === ' ') break; // a space is part of the query
        event.preventDefault();
        const item = shown[active];
        if (item) choose(item);
        break;
      }
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
      case 'Tab':
        if (desktop) close(false);
        break;
    }
  };

  const isChecked = (item: SelectItem) =>
    desktop ? sameId(item.id, value) : sameId(item.id, pending);

  const list = (
    <ul
      ref={listRef}
      id={listId}
      role="listbox"
      tabIndex={-1}
      aria-labelledby={labelId}
      aria-activedescendant={
        !searchable && active >= 0 && shown[active] ? `${id}-option-${active}` : undefined
      }
      onKeyDown={searchable ? undefined : onListKeyDown}
      className={cn(
        'outline-none',
        desktop
          ? searchable
            ? 'max-h-72 overflow-y-auto overscroll-contain p-1'
            : 'absolute inset-x-0 top-full z-40 mt-2 max-h-80 overflow-y-auto overscroll-contain rounded-xl border border-border bg-surface-2 p-1 shadow-2xl shadow-black/50 animate-pop-in'
          : 'flex-1 overflow-y-auto overscroll-contain px-4 py-2',
      )}
    >
      {loading ? (
        <li className="px-3 py-3 text-body-sm text-muted" role="presentation">
          {t('select.loading')}
        </li>
      ) : shown.length === 0 ? (
        <li className="px-3 py-3 text-body-sm text-muted" role="presentation">
          {items.length && query ? t('select.noMatches') : t('select.noOptions')}
        </li>
      ) : (
        shown.map((item, index) => {
          const checked = isChecked(item);
          return (
            <li
              key={String(item.id)}
              id={`${id}-option-${index}`}
              data-index={index}
              role="option"
              aria-selected={checked}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(item)}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg px-3 text-body-sm transition-colors',
                desktop ? 'min-h-11' : 'min-h-13 border-b border-border/60 last:border-b-0',
                index === active && (desktop ? 'bg-border/70' : 'bg-surface-2'),
                checked ? 'text-gold' : 'text-text',
              )}
            >
              <OptionIcon icon={item.icon} />
              <span className="min-w-0 flex-1 truncate">{item.title}</span>
              {checked ? <Check size={20} aria-hidden="true" className="shrink-0" /> : null}
            </li>
          );
        })
      )}
    </ul>
  );

  const searchField = searchable ? (
    <div className={cn('relative shrink-0', desktop ? 'p-1 pb-0' : 'px-4 pt-3')}>
      <Search
        size={18}
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute top-1/2 -translate-y-1/2 text-muted',
          desktop ? 'start-4' : 'start-7',
        )}
      />
      <input
        ref={searchRef}
        type="search"
        role="combobox"
        aria-label={t('select.searchIn', { label })}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && shown[active] ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="done"
        placeholder={t('select.searchPlaceholder')}
        value={query}
        onChange={(event) => search(event.target.value)}
        onKeyDown={onListKeyDown}
        className="h-11 w-full rounded-lg border border-border bg-bg ps-10 pe-3 text-body-sm text-text placeholder:text-muted focus:border-gold-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-gold/60"
      />
    </div>
  ) : null;

  const popup =
    searchable && desktop ? (
      <div className="absolute inset-x-0 top-full z-40 mt-2 flex flex-col rounded-xl border border-border bg-surface-2 shadow-2xl shadow-black/50 animate-pop-in">
        {searchField}
        {list}
      </div>
    ) : (
      list
    );

  return (
    <div ref={rootRef} className={cn('relative flex flex-col gap-1.5', className)}>
      <button
        ref={triggerRef}
        id={id}
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${id}-value`}
        onClick={() => (open ? close() : openList())}
        onKeyDown={onTriggerKeyDown}
        className={cn(
          'flex h-select w-full items-center gap-3 rounded-lg border bg-surface-2 px-3 text-start transition-colors',
          'disabled:cursor-not-allowed disabled:opacity-50',
          open
            ? 'border-gold-strong'
            : error
              ? 'border-danger'
              : 'border-border hover:border-muted/50',
        )}
      >
        {selected ? <OptionIcon icon={selected.icon} /> : null}
        <span className="flex min-w-0 flex-1 flex-col">
          <span id={labelId} className="text-caption text-muted">
            {label}
          </span>{' '}
          <span id={`${id}-value`} className="truncate text-body-sm font-semibold text-text">
            {selected ? selected.title : '-'}
          </span>
        </span>
        <ChevronDown
          size={20}
          aria-hidden="true"
          className={cn('shrink-0 text-muted transition-transform', open && 'rotate-180')}
        />
      </button>
      {error ? <p className="text-caption text-danger">{error}</p> : null}

      {open && desktop ? popup : null}
      {open && !desktop
        ? createPortal(
            <div
              role="dialog"
              aria-modal="true"
              aria-labelledby={`${id}-sheet-title`}
              className="fixed inset-0 z-[60] flex flex-col bg-bg animate-fade-in"
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  close();
                }
              }}
            >
              <div className="flex h-header shrink-0 items-center gap-2 border-b border-border bg-surface px-2">
                <h2
                  id={`${id}-sheet-title`}
                  className="flex-1 truncate px-2 text-subtitle font-semibold"
                >
                  {sheetTitle ?? label}
                </h2>
                <button
                  type="button"
                  onClick={() => close()}
                  aria-label={t('buttons.close')}
                  className="flex size-11 items-center justify-center rounded-xl text-muted hover:text-text"
                >
                  <X size={24} />
                </button>
              </div>
              {searchField}
              {list}
              <div className="shrink-0 border-t border-border bg-surface p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
                <Button block size="lg" onClick={confirm} disabled={loading || items.length === 0}>
                  {t('buttons.confirm')}
                </Button>
              </div>
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}
