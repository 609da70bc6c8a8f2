// The game preview page (spec §2.3), outside the standard layout: its own top bar with back and
// the game's title, then the art and the provider.
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { gameImageSrc } from '@/lib/media';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';

function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export default function GamePage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('common');
  const { slug = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState(false);
  const passed = (location.state as { title?: string } | null)?.title;
  const title = passed || titleFromSlug(slug);
  useDocumentTitle('game', title);

  const back = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/');
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
        <h1 className="min-w-0 flex-1 truncate text-subtitle font-semibold">{title}</h1>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center gap-6 px-4 py-8">
        <div className="relative aspect-[3/4] w-56 overflow-hidden rounded-2xl border border-border bg-surface-2 shadow-2xl shadow-black/50 md:w-72">
          <img
            src={gameImageSrc(slug)}
            alt={title}
            onLoad={() => setLoaded(true)}
            className={cn(
              'size-full object-cover transition-opacity duration-300',
              loaded ? 'opacity-100' : 'opacity-0',
            )}
          />
        </div>
        <p className="max-w-md text-center text-body-sm text-muted">{t('game.intro')}</p>
      </main>
    </div>
  );
}
