// The game preview page (spec §2.3), outside the standard layout: a top bar with back, the title
// and the favourite toggle; the Play area (art + Play, filled by the Play issue); and the game's
// facts: provider, category, payout, devices, description, and a notice when it is restricted
// for the viewer or withdrawn. Opening the page records it in last played (markGameOpened).
// The game sits centred on a stage; from md up the stage offers a theatre mode (the stage takes
// the whole width and the game grows) and full screen (the Fullscreen API, or a fixed overlay
// where the API is missing). The header's end slot (composed in app/) carries the live balance
// and a Deposit button.
// The page is server-rendered for guests (issue 16, docs/architecture.md "Server-rendered
// pages"): the top bar, the stage and the facts are in the server's HTML; the playable panel is a
// client-only island — the server's HTML and the hydrating render show the game's art in its
// reserved place (StagePlaceholder, the page's largest paint), and the panel takes over once the
// app has hydrated and the session is known.
import {
  ArrowLeft,
  Heart,
  Maximize,
  Minimize,
  Monitor,
  RectangleHorizontal,
  ShieldAlert,
  Smartphone,
  Star,
} from 'lucide-react';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { ArtImage } from '@/components/art-image/art-image';
import { useFavouriteToggle } from '@/components/game-card/use-favourite-toggle';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isGameRestricted, useViewerRegion } from '@/lib/api/viewer-region';
import { cn } from '@/lib/cn';
import { gameImageSrc } from '@/lib/media';
import { useSession } from '@/lib/session';
import { useServerStatus } from '@/lib/ssr-data';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ServerText } from '@/lib/server-text';
import { useHydrated } from '@/lib/use-hydrated';
import { GAME_BY_SLUG_QUERY, type GameDetails } from '../api/game-by-slug';
import { MARK_GAME_OPENED_MUTATION } from '../api/mark-game-opened';
import { PlayArea } from '../components/play-area';
import { useStageMode, type StageMode } from '../model/use-stage-mode';
import { providerPath, intlNumberFormat } from '@aurum/domain';

/**
 * Renders the playable game (client-only) in place of the Play area; `placeholder` is what the
 * page shows in its place until then, for the panel to show while it loads.
 */
export type RenderPlay = (slug: string, placeholder: ReactNode) => ReactNode;

/**
 * `play` renders the playable game in place of the Play area and `headerEnd` fills the header's
 * end (balance and Deposit), both composed in app/.
 */
export default function GamePage({
  play,
  headerEnd,
}: {
  play?: RenderPlay;
  headerEnd?: ReactNode;
}) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation('common');
  const { slug = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [{ data, fetching, error }] = useQuery({
    query: GAME_BY_SLUG_QUERY,
    variables: { slug },
  });
  const [, markOpened] = useMutation(MARK_GAME_OPENED_MUTATION);
  const marked = useRef<string | null>(null);
  const result = data?.gameBySlug;
  const game = result?.__typename === 'GameBySlugSuccess' ? result.game : null;
  const notFound = result?.__typename === 'GeneralAppError' || (Boolean(error) && !data);
  const passed = (location.state as { title?: string } | null)?.title;
  const title = game?.title ?? passed ?? '';
  useDocumentTitle(notFound ? 'notFound' : 'game', notFound ? null : title || null);
  // a server render answers an unknown game with 404
  useServerStatus(notFound ? 404 : null);

  useEffect(() => {
    if (!game || marked.current === game.slug) return;
    marked.current = game.slug;
    void markOpened({ identifier: game.id });
  }, [game, markOpened]);

  const back = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/games');
  };

  return (
    <div className="flex min-h-dvh flex-col bg-bg">
      <header className="sticky top-0 z-30 flex h-header items-center gap-2 border-b border-border bg-surface/95 px-2 backdrop-blur">
        <button
          type="button"
          onClick={back}
          aria-label={tc('buttons.back')}
          className="flex size-11 items-center justify-center rounded-xl text-text transition-colors hover:bg-surface-2"
        >
          <ArrowLeft size={22} className="rtl:-scale-x-100" />
        </button>
        <h1
          dir="auto"
          className="min-w-0 flex-1 truncate text-subtitle font-semibold rtl:text-right"
        >
          {title || tc('titles.game')}
        </h1>
        {headerEnd}
        {game ? <FavouriteToggle game={game} /> : null}
      </header>
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-8 px-4 py-8">
        {notFound ? (
          <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
            <h2 className="text-title font-semibold">{t('game.notFoundTitle')}</h2>
            <p className="text-body-sm text-muted">{t('game.notFoundText')}</p>
            <ButtonLink to="/games" variant="secondary" className="mt-2">
              {t('game.backToGames')}
            </ButtonLink>
          </div>
        ) : !game ? (
          <GamePageSkeleton busy={fetching} />
        ) : (
          <GameDetailsView game={game} play={play} />
        )}
      </main>
    </div>
  );
}

function FavouriteToggle({ game }: { game: GameDetails }) {
  const { t } = useTranslation('games');
  const { isFavorite, busy, toggle } = useFavouriteToggle(game.id, Boolean(game.isFavorite));
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={isFavorite}
      aria-busy={busy || undefined}
      data-testid="favourite-toggle"
      className={cn(
        'inline-flex h-11 items-center gap-2 rounded-xl border px-3 text-body-sm font-semibold transition-colors',
        isFavorite
          ? 'border-danger/50 bg-danger/10 text-danger'
          : 'border-border text-text hover:border-gold/50 hover:text-gold',
      )}
    >
      <Heart size={18} fill={isFavorite ? 'currentColor' : 'none'} />
      <span className="hidden xl:inline">
        {isFavorite ? t('game.inFavourites') : t('game.addFavourite')}
      </span>
      <span className="sr-only xl:hidden">
        {isFavorite ? t('game.inFavourites') : t('game.addFavourite')}
      </span>
    </button>
  );
}

function GameDetailsView({ game, play }: { game: GameDetails; play?: RenderPlay }) {
  const { t } = useTranslation('games');
  const { t: tc, i18n } = useTranslation('common');
  const region = useViewerRegion();
  const restricted = isGameRestricted(game.restrictions, region);
  const language = i18n.language;
  const stage = useStageMode();
  const playable = Boolean(play) && !restricted && !game.recalled;
  // the panel is client-only: not in the server's HTML nor in the hydrating render, and not
  // before the session is known (a player's panel plays real money, a guest's the demo)
  const hydrated = useHydrated();
  const { status } = useSession();
  const placeholder = <StagePlaceholder game={game} />;

  return (
    <>
      <section
        ref={stage.ref}
        data-testid="game-stage"
        data-mode={stage.mode}
        aria-label={t('game.playArea')}
        className={cn(
          'relative flex flex-col items-center',
          'md:rounded-3xl md:border md:border-border md:bg-[radial-gradient(80%_60%_at_50%_0%,color-mix(in_srgb,var(--color-gold)_8%,transparent),transparent_70%)] md:px-6 md:pt-14 md:pb-8',
          stage.mode === 'normal' && playable && reservedStageHeight(game.category),
          stage.mode === 'theatre' && '[--play-width:min(38rem,100%)] md:min-h-[calc(100dvh-9rem)]',
          stage.mode === 'fullscreen' &&
            'fixed inset-0 z-[60] justify-center overflow-y-auto bg-bg [--play-width:min(38rem,100%)] md:rounded-none md:border-0',
        )}
      >
        {playable ? <StageControls mode={stage.mode} stage={stage} /> : null}
        {playable && play ? (
          hydrated && status !== 'loading' ? (
            <Suspense fallback={placeholder}>{play(game.slug, placeholder)}</Suspense>
          ) : (
            placeholder
          )
        ) : (
          <PlayArea
            slug={game.slug}
            title={game.title}
            image={game.image}
            blocked={restricted || game.recalled}
          />
        )}
      </section>
      <div
        className={cn(
          'flex min-w-0 flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-start lg:gap-x-10',
          stage.mode !== 'normal' && 'md:hidden',
        )}
      >
        <div className="flex flex-col gap-2">
          <h2 dir="auto" className="text-heading font-semibold rtl:text-right">
            {game.title}
          </h2>
          <Link
            to={providerPath(game.providerSlug)}
            className="w-fit text-body font-semibold text-gold hover:text-gold-strong"
          >
            {game.providerName}
          </Link>
        </div>

        {restricted ? (
          <Notice title={t('game.restrictedTitle')} text={tc('game.restrictedGeo')} />
        ) : game.recalled ? (
          <Notice title={t('game.recalledTitle')} text={t('game.recalledText')} />
        ) : null}

        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Fact label={t('game.payout')}>
            <ServerText
              dir="ltr"
              data-testid="game-payout"
              textKey={`${language}|${game.info.payout}`}
              text={() =>
                intlNumberFormat(language, {
                  style: 'percent',
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 2,
                }).format(game.info.payout / 100)
              }
            />
          </Fact>
          <Fact label={t('game.category')}>{tc(`categories.${game.category}`)}</Fact>
          <Fact label={t('game.rating')}>
            <span className="inline-flex items-center gap-1">
              <Star size={16} className="text-gold" fill="currentColor" />
              <ServerText
                dir="ltr"
                textKey={`${language}|${game.rating}`}
                text={() =>
                  intlNumberFormat(language, { maximumFractionDigits: 1 }).format(game.rating)
                }
              />
            </span>
          </Fact>
          <Fact label={t('game.devices')} className="col-span-2 sm:col-span-3">
            <span className="flex flex-wrap gap-2">
              {game.info.devices.map((device) => (
                <span
                  key={device}
                  className="inline-flex items-center gap-1.5 rounded-lg bg-surface-2 px-2.5 py-1 text-body-sm"
                >
                  {device === 'desktop' ? <Monitor size={16} /> : <Smartphone size={16} />}
                  {device === 'desktop' || device === 'mobile'
                    ? t(`game.device.${device}`)
                    : device}
                </span>
              ))}
            </span>
          </Fact>
        </dl>

        {game.info.description ? (
          <section className="flex flex-col gap-2 lg:col-start-2 lg:row-span-3 lg:row-start-1">
            <h3 className="text-subtitle font-semibold">{t('game.about')}</h3>
            <p className="text-body text-muted">{game.info.description}</p>
          </section>
        ) : null}
      </div>
    </>
  );
}

/**
 * The height the stage keeps for the game while its panel loads (issue 16: the live roulette
 * table arrived ~1,500 px below a 300 px skeleton, CLS 0.5 at 390): the panel's height per
 * category, phone and md+, measured on the built app (docs/lcp-notes.md) — the smallest
 * panel of the category's engines, so a panel only ever grows into the space below the fold
 * instead of pushing the game's details down the screen. Literal classes for Tailwind.
 */
const STAGE_HEIGHT: Record<string, string> = {
  slots: 'min-h-[679px] md:min-h-[823px]',
  'fruit-game': 'min-h-[679px] md:min-h-[823px]',
  'live-roulette': 'min-h-[1822px] md:min-h-[1844px]',
  roulette: 'min-h-[1662px] md:min-h-[1700px]',
  'live-baccarat': 'min-h-[696px] md:min-h-[798px]',
  'live-blackjack': 'min-h-[774px] md:min-h-[864px]',
  crash: 'min-h-[740px] md:min-h-[890px]',
  'live-casino': 'min-h-[756px] md:min-h-[846px]',
  'live-game-show': 'min-h-[756px] md:min-h-[846px]',
  other: 'min-h-[756px] md:min-h-[846px]',
};
const DEFAULT_STAGE_HEIGHT = 'min-h-[679px] md:min-h-[798px]';

export function reservedStageHeight(category: string): string {
  return STAGE_HEIGHT[category] ?? DEFAULT_STAGE_HEIGHT;
}

/** `sizes` of the stage's art: the panel's width (26rem from md, the page's width less its padding). */
const STAGE_ART_SIZES = '(min-width:768px) 416px,calc(100vw - 32px)';

/**
 * The playable panel's place before it arrives: the game's art (sized raster copies, preloaded at
 * high priority — the page's largest contentful paint, in the server's HTML) over a block that
 * fills the rest of the height the stage keeps for the panel (reservedStageHeight), so the panel
 * replaces it without a shift.
 */
function StagePlaceholder({ game }: { game: GameDetails }) {
  const src = game.image?.src || gameImageSrc(game.slug);
  return (
    <div
      data-testid="stage-placeholder"
      aria-busy="true"
      className="flex w-full flex-1 flex-col gap-3 md:w-[var(--play-width,26rem)]"
    >
      <div className="relative aspect-[3/4] w-full overflow-hidden rounded-2xl border border-border bg-surface-2">
        <ArtImage
          src={src}
          sizes={STAGE_ART_SIZES}
          alt={game.title}
          width={game.image?.width || 600}
          height={game.image?.height || 800}
          largest
          className="size-full object-cover"
        />
      </div>
      <Skeleton className="min-h-24 flex-1 rounded-2xl" />
    </div>
  );
}

/** Theatre and full-screen toggles in the stage's top end corner (md and up). */
function StageControls({
  mode,
  stage,
}: {
  mode: StageMode;
  stage: ReturnType<typeof useStageMode>;
}) {
  const { t } = useTranslation('games');
  const control =
    'flex size-10 items-center justify-center rounded-xl border border-border bg-surface/80 text-muted transition-colors hover:border-gold/50 hover:text-gold aria-pressed:border-gold/60 aria-pressed:text-gold';
  return (
    <div className="absolute end-3 top-3 z-10 hidden items-center gap-2 md:flex">
      {mode !== 'fullscreen' ? (
        <button
          type="button"
          onClick={stage.toggleTheatre}
          aria-pressed={mode === 'theatre'}
          aria-label={t('game.theatre')}
          title={t('game.theatre')}
          data-testid="stage-theatre"
          className={control}
        >
          <RectangleHorizontal size={20} aria-hidden="true" />
        </button>
      ) : null}
      <button
        type="button"
        onClick={stage.toggleFullscreen}
        aria-pressed={mode === 'fullscreen'}
        aria-label={mode === 'fullscreen' ? t('game.exitFullscreen') : t('game.fullscreen')}
        title={mode === 'fullscreen' ? t('game.exitFullscreen') : t('game.fullscreen')}
        data-testid="stage-fullscreen"
        className={control}
      >
        {mode === 'fullscreen' ? (
          <Minimize size={20} aria-hidden="true" />
        ) : (
          <Maximize size={20} aria-hidden="true" />
        )}
      </button>
    </div>
  );
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div
      role="status"
      data-testid="game-restriction"
      className="flex gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4"
    >
      <ShieldAlert size={22} className="shrink-0 text-warning" />
      <div className="flex flex-col gap-0.5">
        <strong className="font-semibold text-text">{title}</strong>
        <span className="text-body-sm text-muted">{text}</span>
      </div>
    </div>
  );
}

function Fact({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-1 rounded-xl border border-border bg-surface p-3',
        className,
      )}
    >
      <dt className="text-caption text-muted">{label}</dt>
      <dd className="text-body font-semibold">{children}</dd>
    </div>
  );
}

function GamePageSkeleton({ busy }: { busy: boolean }) {
  return (
    <>
      <div className="flex flex-col items-center gap-4" aria-busy={busy || undefined}>
        <Skeleton className="aspect-[3/4] w-56 rounded-2xl md:w-72" />
        <Skeleton className="h-12 w-56 md:w-72" />
      </div>
      <div className="flex flex-1 flex-col gap-4">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-1/3" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
        <Skeleton className="h-24" />
      </div>
    </>
  );
}
