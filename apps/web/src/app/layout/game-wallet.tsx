// The game page's wallet slot (walk issue item 14): the live balance chip (its own subscription
// keeps it current while the player plays) and a Deposit button, so a player never has to leave
// the game to top up. On phones the chip alone does both (its "+" opens the deposit modal).
import { Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';

const BalanceChip = lazy(() => import('@/features/wallet/components/balance-chip'));

export function GameWallet() {
  const { t } = useTranslation('common');
  const { status } = useSession();
  // signed-in data: never in a server render, nor in the browser's hydrating render of one
  const hydrated = useHydrated();
  if (!hydrated || status !== 'user') return null;
  return (
    <div className="flex shrink-0 items-center gap-2" data-testid="game-wallet">
      <Suspense fallback={null}>
        <BalanceChip />
      </Suspense>
      <Button
        size="sm"
        className="hidden h-10 sm:inline-flex"
        icon={<Plus size={18} aria-hidden="true" />}
        onClick={() => openModal('deposit')}
        data-testid="game-deposit"
      >
        {t('bottomBar.deposit')}
      </Button>
    </div>
  );
}
