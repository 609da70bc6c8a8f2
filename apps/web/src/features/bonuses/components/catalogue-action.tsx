// The action of a catalogue bonus (spec §2.2): guests are asked to log in; players Activate an
// offer, Deposit for one waiting for its deposit, or go to My bonuses for a running one.
import { ArrowRight, LogIn, Wallet, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { buildSignInRedirect } from '@/lib/auth-redirect';
import type { CatalogueState } from '../model/actions';
import type { useBonusActions } from '../model/use-bonus-actions';
import { StatusBadge } from './bonus-parts';

type Actions = ReturnType<typeof useBonusActions>;

/** The status the player has for a catalogue bonus, or null for guests and while loading. */
export function catalogueStatus(state: CatalogueState): string | null {
  switch (state.kind) {
    case 'available':
    case 'pending':
    case 'running':
      return state.bonus.status;
    case 'unavailable':
      return 'UNAVAILABLE';
    default:
      return null;
  }
}

export function CatalogueStatusBadge({ state }: { state: CatalogueState }) {
  const status = catalogueStatus(state);
  return status ? <StatusBadge status={status} /> : null;
}

export function CatalogueAction({
  name,
  state,
  actions,
}: {
  name: string;
  state: CatalogueState;
  actions: Actions;
}) {
  const { t } = useTranslation('bonuses');
  switch (state.kind) {
    case 'guest':
      return (
        <ButtonLink
          to={buildSignInRedirect(`/bonuses/${encodeURIComponent(name)}`)}
          variant="outline"
          block
          icon={<LogIn size={18} aria-hidden="true" className="rtl:-scale-x-100" />}
          data-testid="bonus-sign-in"
        >
          {t('guest.cardAction')}
        </ButtonLink>
      );
    case 'loading':
      return <Skeleton className="h-11 w-full rounded-xl" />;
    case 'available':
      return (
        <Button
          block
          variant={state.blocked ? 'secondary' : 'primary'}
          icon={<Zap size={18} aria-hidden="true" />}
          loading={actions.busy === state.bonus.id}
          disabled={state.blocked}
          title={state.blocked ? t('actions.blocked') : undefined}
          onClick={() => void actions.activate(state.bonus)}
          data-testid="bonus-activate"
        >
          {t('actions.activate')}
        </Button>
      );
    case 'pending':
      return (
        <Button
          block
          icon={<Wallet size={18} aria-hidden="true" />}
          onClick={() => actions.deposit(state.bonus)}
          data-testid="bonus-deposit"
        >
          {t('actions.deposit')}
        </Button>
      );
    case 'running':
      return (
        <ButtonLink
          to="/profile/my-bonuses"
          variant="outline"
          block
          icon={<ArrowRight size={18} aria-hidden="true" className="rtl:-scale-x-100" />}
          data-testid="bonus-my-bonuses"
        >
          {t('actions.myBonuses')}
        </ButtonLink>
      );
    case 'unavailable':
      return (
        <p className="flex min-h-11 items-center text-caption text-muted">
          {t('actions.unavailable')}
        </p>
      );
  }
}
