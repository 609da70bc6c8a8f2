// The global error screen (spec §2.8): default text and a back-to-home button. It reloads the
// app from / so a broken state cannot survive.
import { TriangleAlert } from 'lucide-react';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { formatDocumentTitle } from '@/lib/use-document-title';

export function ErrorScreen() {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = formatDocumentTitle(t('titles.error'));
  }, [t]);
  return (
    <div
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-bg px-6 text-center"
    >
      <span className="flex size-20 items-center justify-center rounded-full border border-danger/40 bg-danger/10 text-danger">
        <TriangleAlert size={36} />
      </span>
      <h1 className="text-title font-semibold md:text-heading">{t('errorScreen.title')}</h1>
      <p className="max-w-md text-body-sm text-muted md:text-body">{t('errorScreen.text')}</p>
      <a href="/" className={buttonClasses({ size: 'lg', className: 'mt-2' })}>
        {t('buttons.backToHome')}
      </a>
    </div>
  );
}

/** The top-level boundary around the router. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
