// The guard for /favourites and /profile/* (spec §2.3): a spinner while the session
// loads, the page for a player, otherwise /sign-in?return=<current path>. (/game/:slug has no
// guard: it renders at once as a guest and its panel waits for the session — game-page.tsx.)
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { buildSignInRedirect } from '@/lib/auth-redirect';
import { useSession } from '@/lib/session';

export function RequireUser({ fullScreen = false }: { fullScreen?: boolean }) {
  const { status } = useSession();
  const { pathname, search } = useLocation();
  if (status === 'loading') return <PageSpinner className={fullScreen ? 'min-h-dvh' : undefined} />;
  if (status === 'user') return <Outlet />;
  return <Navigate replace to={buildSignInRedirect(pathname, search)} />;
}
