// Every route of spec §2.2 and §2.3. Home ships with the first bundle; every other page is a
// lazily loaded chunk. Declarative routes (<BrowserRouter> + <Routes>) rather than a data router:
// the data router costs ~18 KB gzip more on the first route and we use none of its loaders or
// actions (docs/architecture.md, "Decisions").
import {
  Suspense,
  lazy,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { BrowserRouter, Route, Routes, matchPath } from 'react-router';
import { EmailConfirmationGate } from '@/features/auth/components/email-confirmation-gate';
import HomePage from '@/features/home/routes/home-page';
import type { InfoKey, RuleKey } from '@/lib/navigation';
import { RequireUser } from './guard';
import { AppLayout } from './layout/app-layout';
import { AppRoot } from './root';

/**
 * A lazy page whose chunk can be fetched before the first render (`preload`). Once fetched, the
 * lazy component resolves synchronously, so hydrating a server-rendered page (issue 16) never
 * suspends on it — a boundary that suspends while hydrating is thrown away and client-rendered
 * as soon as anything above it re-renders.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page's props, as React.lazy takes
type Preloadable<C extends ComponentType<any>> = LazyExoticComponent<C> & {
  preload: () => Promise<unknown>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
function preloadable<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): Preloadable<C> {
  let loaded: { default: C } | undefined;
  const fetch = () => load().then((module) => (loaded = module));
  const page = lazy(() => {
    const ready = loaded;
    // a thenable that resolves at once: React.lazy takes the module without suspending
    return ready
      ? ({ then: (resolve: (m: { default: C }) => void) => resolve(ready) } as Promise<{
          default: C;
        }>)
      : fetch();
  }) as Preloadable<C>;
  page.preload = fetch;
  return page;
}

type Section =
  | 'personalData'
  | 'myBonuses'
  | 'security'
  | 'paymentHistory'
  | 'betHistory'
  | 'bonusHistory'
  | 'responsibleGaming';

const SignInPage = lazy(() => import('@/features/auth/routes/sign-in-page'));
const SignUpPage = lazy(() => import('@/features/auth/routes/sign-up-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/routes/reset-password-page'));
const GamesPage = preloadable(() => import('@/features/games/routes/games-page'));
const ProvidersPage = preloadable(() => import('@/features/providers/routes/providers-page'));
const ProviderPage = preloadable(() => import('@/features/providers/routes/provider-page'));
const BonusesPage = preloadable(() => import('@/features/bonuses/routes/bonuses-page'));
const FavouritesPage = lazy(() => import('@/features/favourites/routes/favourites-page'));
const ProfilePage = lazy(() => import('@/features/profile/routes/profile-page'));
const GamePage = preloadable(() => import('@/features/games/routes/game-page'));
const GameWallet = lazy(() =>
  import('./layout/game-wallet').then((m) => ({ default: m.GameWallet })),
);
const NotFoundPage = preloadable(() => import('./routes/not-found-page'));
const LegalPage = preloadable(() =>
  import('@/features/legal/routes/legal-page').then((m) => ({ default: m.LegalPage })),
);
const InfoPage = preloadable(() =>
  import('@/features/legal/routes/info-page').then((m) => ({ default: m.InfoPage })),
);
const ProfileSectionPage = lazy(() =>
  import('@/features/profile/routes/profile-section-page').then((m) => ({
    default: m.ProfileSectionPage,
  })),
);
const PaymentHistoryPage = lazy(
  () => import('@/features/payment-history/routes/payment-history-page'),
);
const BetHistoryPage = lazy(() => import('@/features/play/routes/bet-history-page'));
const MyBonusesPage = lazy(() => import('@/features/bonuses/routes/my-bonuses-page'));
const BonusHistoryPage = lazy(() => import('@/features/bonuses/routes/bonus-history-page'));
const ResponsibleGamingPage = lazy(
  () => import('@/features/responsible-gaming/routes/responsible-gaming-page'),
);
const FairnessPage = preloadable(() => import('@/features/play/routes/fairness-page'));
const PlayPanel = lazy(() => import('@/features/play/components/play-panel'));
const renderPlayPanel = (slug: string, placeholder: ReactNode) => (
  <PlayPanel slug={slug} placeholder={placeholder} />
);

const el = (C: LazyExoticComponent<ComponentType>) => <C />;

const legalRoutes: [string, RuleKey][] = [
  ['terms-and-conditions', 'terms'],
  ['bonus-terms-and-conditions', 'bonusTerms'],
  ['responisble-gaming', 'responsibleGaming'],
  ['aml', 'aml'],
  ['kyc', 'kyc'],
  ['cookies-policy', 'cookies'],
  ['privacy-policy', 'privacy'],
];
const infoRoutes: [string, InfoKey][] = [
  ['vip', 'vip'],
  ['faq', 'faq'],
  ['about', 'about'],
  ['replenishment-methods', 'replenishment'],
];
const profileRoutes: [string, Section][] = [
  ['profile/personal-data', 'personalData'],
  ['profile/my-bonuses', 'myBonuses'],
  ['profile/security', 'security'],
  ['profile/payment-history', 'paymentHistory'],
  ['profile/bet-history', 'betHistory'],
  ['profile/bonus-history', 'bonusHistory'],
  ['profile/responsible-gaming', 'responsibleGaming'],
];

/** The server-rendered pages' chunks by route (the signed-in ones are never server-rendered). */
const SERVER_RENDERED: (readonly [string, { preload: () => Promise<unknown> }])[] = [
  ['/games', GamesPage],
  ['/providers', ProvidersPage],
  ['/provider/:provider', ProviderPage],
  ['/bonuses/:id?', BonusesPage],
  ['/fairness', FairnessPage],
  ['/game/:slug', GamePage],
  ...infoRoutes.map(([path]) => [`/${path}`, InfoPage] as const),
  ...legalRoutes.map(([path]) => [`/${path}`, LegalPage] as const),
];

/** Fetches the chunk of the page at `pathname` before a server-rendered page is hydrated. */
export function preloadRoute(pathname: string): Promise<unknown> {
  if (pathname === '/') return Promise.resolve();
  const page = SERVER_RENDERED.find(([path]) => matchPath(path, pathname))?.[1] ?? NotFoundPage;
  return page.preload();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppRoot />}>
        <Route element={<AppLayout />}>
          <Route
            index
            element={
              <>
                <EmailConfirmationGate />
                <HomePage />
              </>
            }
          />
          <Route path="sign-in" element={el(SignInPage)} />
          <Route path="sign-up" element={el(SignUpPage)} />
          <Route path="reset-password" element={el(ResetPasswordPage)} />
          <Route path="games" element={el(GamesPage)} />
          <Route path="providers" element={el(ProvidersPage)} />
          <Route path="provider/:provider" element={el(ProviderPage)} />
          <Route path="bonuses/:id?" element={el(BonusesPage)} />
          <Route path="fairness" element={el(FairnessPage)} />
          {infoRoutes.map(([path, key]) => (
            <Route key={path} path={path} element={<InfoPage page={key} />} />
          ))}
          {legalRoutes.map(([path, key]) => (
            <Route key={path} path={path} element={<LegalPage page={key} />} />
          ))}
          <Route element={<RequireUser />}>
            <Route path="favourites" element={el(FavouritesPage)} />
            <Route path="profile" element={el(ProfilePage)} />
            {profileRoutes.map(([path, section]) => (
              <Route
                key={path}
                path={path}
                element={
                  section === 'paymentHistory' ? (
                    el(PaymentHistoryPage)
                  ) : section === 'betHistory' ? (
                    el(BetHistoryPage)
                  ) : section === 'myBonuses' ? (
                    el(MyBonusesPage)
                  ) : section === 'bonusHistory' ? (
                    el(BonusHistoryPage)
                  ) : section === 'responsibleGaming' ? (
                    el(ResponsibleGamingPage)
                  ) : (
                    <ProfileSectionPage section={section} />
                  )
                }
              />
            ))}
          </Route>
          <Route path="*" element={el(NotFoundPage)} />
        </Route>
        {/* everyone (issue 18: a guest plays the demo); rendered at once, as a guest while the
            session loads (server-rendered, issue 16): the panel and the wallet wait for it */}
        <Route
          path="game/:slug"
          element={
            <GamePage
              play={renderPlayPanel}
              headerEnd={
                <Suspense fallback={null}>
                  <GameWallet />
                </Suspense>
              }
            />
          }
        />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
