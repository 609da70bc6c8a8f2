// Home (spec §2.4): promo banners, the category browser, top slots, popular games, popular live
// casino and promotions; a registration block for guests. A signed-in player first finds the
// games they opened last ("Continue playing") and their favourites, above the catalogue rows;
// each of those rows shows only when it has games.
import { Flame, Gem, Heart, History, Video } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBanners } from '../api/banners';
import { useHomeGames } from '../api/home-games';
import { useHomePlayerRows } from '../api/player-rows';
import BannerCarousel from '../components/banner-carousel';
import { BannerCarouselSkeleton } from '../components/banner-carousel-skeleton';
import { CategoryBrowser } from '../components/category-browser';
import { GameRow } from '../components/game-row';
import { RegistrationBlock } from '../components/registration-block';
import { WhenNearViewport } from '../components/when-near-viewport';

// The providers strip and payment logos sit below the fold: their own chunk, loaded on approach.
const LobbyFooterSections = lazy(() => import('../components/lobby-footer-sections'));
// So do the promotions tiles (their banners query still starts with the page).
const PromotionsGrid = lazy(() =>
  import('../components/promotions-grid').then((m) => ({ default: m.PromotionsGrid })),
);

/**
 * A section of its own Suspense boundary: on a server-rendered page (issue 16) React hydrates
 * each such boundary in its own task after the shell, instead of the whole page in one long task
 * (total blocking time). Nothing in it suspends otherwise, so a client render is unchanged.
 */
function Section({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export default function HomePage() {
  const { t } = useTranslation('home');
  const session = useSession();
  const top = useBanners('top');
  const bottom = useBanners('bottom');
  const { games, loading, failed, retry } = useHomeGames();
  const mine = useHomePlayerRows(session.status === 'user');
  useDocumentTitle('home');

  return (
    <div className="flex flex-col gap-8 md:gap-10">
      <h1 className="sr-only">{t('heroLabel')}</h1>
      {top.loading ? (
        <BannerCarouselSkeleton />
      ) : top.banners.length ? (
        <BannerCarousel banners={top.banners} />
      ) : null}

      <Section>
        <CategoryBrowser />
      </Section>

      {failed ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-4 text-body-sm text-muted"
        >
          {t('rows.failed')}
          <button
            type="button"
            onClick={retry}
            className="font-semibold text-gold hover:text-gold-strong"
          >
            {t('common:buttons.tryAgain')}
          </button>
        </div>
      ) : null}

      {session.status === 'user' && (mine.loading || mine.lastPlayed?.length) ? (
        <GameRow
          id="row-continue-playing"
          title={t('rows.continuePlaying')}
          icon={<History size={18} />}
          games={mine.lastPlayed}
          loading={mine.loading}
        />
      ) : null}
      {session.status === 'user' && mine.favourites?.length ? (
        <GameRow
          id="row-favourites"
          title={t('rows.favourites')}
          icon={<Heart size={18} />}
          games={mine.favourites}
          loading={false}
          allGamesTo="/favourites"
        />
      ) : null}

      {failed ? null : (
        <Section>
          <GameRow
            title={t('rows.topSlots')}
            icon={<Gem size={18} />}
            games={games?.topSlots ?? null}
            loading={loading}
            allGamesTo="/games?category=slots"
            priority
          />
        </Section>
      )}

      {session.status === 'guest' ? (
        <Section>
          <RegistrationBlock />
        </Section>
      ) : null}

      {failed ? null : (
        <Section>
          <GameRow
            title={t('rows.popular')}
            icon={<Flame size={18} />}
            games={games?.topAll ?? null}
            loading={loading}
            allGamesTo="/games"
          />
          <GameRow
            title={t('rows.liveCasino')}
            icon={<Video size={18} />}
            games={games?.topLiveCasino ?? null}
            loading={loading}
            allGamesTo="/games?category=live-casino"
          />
        </Section>
      )}

      {bottom.banners.length ? (
        <WhenNearViewport>
          <Suspense fallback={<div className="min-h-60" aria-hidden="true" />}>
            <PromotionsGrid banners={bottom.banners} />
          </Suspense>
        </WhenNearViewport>
      ) : null}

      <WhenNearViewport>
        <Suspense fallback={<div className="min-h-60" aria-hidden="true" />}>
          <LobbyFooterSections />
        </Suspense>
      </WhenNearViewport>
    </div>
  );
}
