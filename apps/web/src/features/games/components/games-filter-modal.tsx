// The games filter modal (spec §2.8, §4.10). Main page: 'only available' and 'only with bonus'
// toggles and a providers button showing 'all' or the count; providers sub-page: search by name
// (case-insensitive), an 'all providers' checkbox and one per provider, and a not-found state.
// Nothing changes until Apply; an empty selection or every provider selected means all.
import {
  GAMES_FILTER_DEFAULTS,
  filterProvidersByName,
  isAllProviders,
  normalizeProviderSelection,
  providerSelectionLabel,
  toggleProvider,
  formatCount,
} from '@aurum/domain';
import { Check, ChevronRight, Search, SearchX } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { ModalComponentProps } from '@/lib/modal-store';
import { FILTER_PROVIDERS_QUERY, FILTER_PROVIDERS_VARIABLES } from '../api/filter-providers';
import type { GamesFilterValue } from '../model/filter-params';

export interface GamesFilterModalProps extends Record<string, unknown> {
  value?: GamesFilterValue;
  onApply?: (value: GamesFilterValue) => void;
}

const DEFAULTS: GamesFilterValue = {
  providers: [],
  onlyAvailable: GAMES_FILTER_DEFAULTS.onlyAvailable,
  onlyWithBonus: GAMES_FILTER_DEFAULTS.onlyWithBonus,
};

export default function GamesFilterModal({ open, onClose, onBack, ...rest }: ModalComponentProps) {
  const props = rest.props as GamesFilterModalProps;
  const { t } = useTranslation('games');
  const { t: tc, i18n } = useTranslation('common');
  const [draft, setDraft] = useState<GamesFilterValue>(props.value ?? DEFAULTS);
  const [view, setView] = useState<'main' | 'providers'>('main');
  const [search, setSearch] = useState('');
  const [{ data, fetching }] = useQuery({
    query: FILTER_PROVIDERS_QUERY,
    variables: FILTER_PROVIDERS_VARIABLES,
  });
  const providers = data?.providers.items ?? [];
  const allIds = providers.map((p) => p.slug);
  const label = providerSelectionLabel(draft.providers, allIds);

  const apply = () => {
    props.onApply?.({
      ...draft,
      providers: normalizeProviderSelection(draft.providers, allIds),
    });
    onClose();
  };
  const reset = () => {
    if (view === 'providers') setDraft((d) => ({ ...d, providers: [] }));
    else setDraft(DEFAULTS);
  };

  const footer = (
    <div className="flex gap-3">
      <Button variant="secondary" size="lg" className="flex-1" onClick={reset}>
        {tc('buttons.reset')}
      </Button>
      <Button size="lg" className="flex-1" onClick={apply}>
        {tc('buttons.apply')}
      </Button>
    </div>
  );

  if (view === 'providers') {
    const shown = filterProvidersByName(providers, search);
    const all = isAllProviders(draft.providers, allIds);
    return (
      <Modal
        open={open}
        onClose={onClose}
        onBack={() => setView('main')}
        title={t('filter.providersTitle')}
        footer={footer}
      >
        <div className="flex flex-col gap-3">
          <Input
            type="search"
            value={search}
            onValueChange={setSearch}
            placeholder={t('filter.searchProviders')}
            aria-label={t('filter.searchProviders')}
            startAdornment={<Search size={18} className="text-muted" />}
            autoComplete="off"
          />
          <CheckRow
            checked={all}
            onChange={() => setDraft((d) => ({ ...d, providers: [] }))}
            label={t('filter.allProviders')}
            strong
          />
          <div className="h-px bg-border" />
          {fetching && !data ? (
            <div className="flex flex-col gap-2" aria-busy="true">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          ) : shown.length ? (
            <ul className="flex flex-col gap-1" aria-label={t('filter.providersTitle')}>
              {shown.map((provider) => (
                <li key={provider.slug}>
                  <CheckRow
                    checked={draft.providers.includes(provider.slug)}
                    onChange={() =>
                      setDraft((d) => ({
                        ...d,
                        providers: toggleProvider(d.providers, provider.slug),
                      }))
                    }
                    label={provider.name}
                    aside={formatCount(i18n.language, provider.games)}
                    icon={
                      provider.images[0] ? (
                        <img
                          src={provider.images[0].src}
                          alt=""
                          width={28}
                          height={28}
                          loading="lazy"
                          className="size-7 rounded-md bg-surface object-contain"
                        />
                      ) : null
                    }
                  />
                </li>
              ))}
            </ul>
          ) : (
            <div className="flex flex-col items-center gap-2 py-8 text-center" role="status">
              <SearchX size={28} className="text-muted" />
              <p className="font-semibold">{t('filter.providersNotFound')}</p>
              <p className="text-body-sm text-muted">{t('filter.providersNotFoundText')}</p>
            </div>
          )}
        </div>
      </Modal>
    );
  }

  return (
    <Modal open={open} onClose={onClose} onBack={onBack} title={t('filter.title')} footer={footer}>
      <div className="flex flex-col gap-3">
        <SwitchRow
          checked={draft.onlyAvailable}
          onChange={(onlyAvailable) => setDraft((d) => ({ ...d, onlyAvailable }))}
          label={t('filter.onlyAvailable')}
          hint={t('filter.onlyAvailableHint')}
        />
        <SwitchRow
          checked={draft.onlyWithBonus}
          onChange={(onlyWithBonus) => setDraft((d) => ({ ...d, onlyWithBonus }))}
          label={t('filter.onlyWithBonus')}
          hint={t('filter.onlyWithBonusHint')}
        />
        <button
          type="button"
          onClick={() => setView('providers')}
          className="flex min-h-14 items-center gap-3 rounded-xl border border-border bg-surface-2 px-4 text-start transition-colors hover:border-gold/50"
        >
          <span className="min-w-0 flex-1 font-semibold">{t('filter.providers')}</span>
          <span className="text-body-sm text-gold" data-testid="providers-selection">
            {label.kind === 'all'
              ? t('filter.all')
              : t('filter.selected', { total: formatCount(i18n.language, label.count) })}
          </span>
          <ChevronRight size={20} className="text-muted rtl:-scale-x-100" />
        </button>
      </div>
    </Modal>
  );
}

function SwitchRow({
  checked,
  onChange,
  label,
  hint,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  label: string;
  hint: string;
}) {
  const id = useId();
  return (
    <div className="flex min-h-14 items-center gap-3 rounded-xl border border-border bg-surface-2 px-4 py-3">
      <div className="flex min-w-0 flex-1 flex-col">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <span className="text-caption text-muted">{hint}</span>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
          'after:absolute after:-inset-2 after:content-[""]',
          checked ? 'bg-gold' : 'bg-border',
        )}
      >
        <span
          className={cn(
            'size-5 rounded-full bg-white shadow transition-transform duration-200',
            checked
              ? 'translate-x-6 bg-on-gold rtl:-translate-x-6'
              : 'translate-x-1 rtl:-translate-x-1',
          )}
        />
      </button>
    </div>
  );
}

function CheckRow({
  checked,
  onChange,
  label,
  aside,
  icon,
  strong = false,
}: {
  checked: boolean;
  onChange: () => void;
  label: string;
  aside?: string;
  icon?: ReactNode;
  strong?: boolean;
}) {
  return (
    <label
      className={cn(
        'relative flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 transition-colors hover:bg-surface-2',
        checked && 'bg-surface-2',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={onChange}
        className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-xl opacity-0"
      />
      <span
        aria-hidden="true"
        className={cn(
          'flex size-5 shrink-0 items-center justify-center rounded-md border transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-strong',
          checked ? 'border-gold bg-gold text-on-gold' : 'border-muted/60',
        )}
      >
        {checked ? <Check size={14} strokeWidth={3} /> : null}
      </span>
      {icon}
      <span dir="auto" className={cn('min-w-0 flex-1 truncate', strong && 'font-semibold')}>
        {label}
      </span>
      {aside ? <span className="text-caption text-muted tabular-nums">{aside}</span> : null}
    </label>
  );
}
