// A KYC document inline: images as <img>, PDFs drawn page by page on canvases by PDF.js (the
// strict CSP allows no <iframe>/<object>: frame-src and object-src are 'none'), both in a
// scrollable surface with zoom buttons and Ctrl/⌘ + wheel zoom; panning is the scroll.
// Hand-written (30 lines) on purpose: react-zoom-pan-pinch was tried and injects an un-nonced
// <style> element at import, which the strict style-src refuses (a CSP violation).
import { useEffect, useRef, useState, type WheelEvent } from 'react';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from '@/components/ui';

export interface ViewerDocument {
  id: string;
  fileName: string;
  mime: string;
  url: string;
}

function PdfPages({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  useEffect(() => {
    let cancelled = false;
    const el = holder.current;
    void (async () => {
      try {
        const [pdfjs, worker] = await Promise.all([
          import('pdfjs-dist'),
          import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
        ]);
        pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
        const pdf = await pdfjs.getDocument({ url, isEvalSupported: false }).promise;
        for (let n = 1; n <= Math.min(pdf.numPages, 10) && !cancelled; n++) {
          const page = await pdf.getPage(n);
          const viewport = page.getViewport({ scale: 1.5 });
          const canvas = document.createElement('canvas');
          canvas.width = viewport.width;
          canvas.height = viewport.height;
          canvas.className = 'mb-2 w-full bg-white';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', `${label} · ${n}/${pdf.numPages}`);
          el?.appendChild(canvas);
          await page.render({ canvas, viewport }).promise;
        }
        if (!cancelled) setState('ready');
      } catch {
        if (!cancelled) setState('error');
      }
    })();
    return () => {
      cancelled = true;
      if (el) el.replaceChildren();
    };
  }, [url, label]);
  return (
    <div>
      {state === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      {state === 'error' ? <Alert>{t('kyc.pdfError')}</Alert> : null}
      <div ref={holder} />
    </div>
  );
}

const MIN_ZOOM = 0.5;
const MAX_ZOOM = 6;
export const clampZoom = (z: number) =>
  Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(z * 100) / 100));

export function DocumentViewer({ document: doc }: { document: ViewerDocument }) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(1);
  const isPdf = doc.mime === 'application/pdf';
  const onWheel = (e: WheelEvent) => {
    if (!e.ctrlKey && !e.metaKey) return;
    e.preventDefault();
    setZoom((z) => clampZoom(z * (e.deltaY < 0 ? 1.15 : 1 / 1.15)));
  };
  return (
    <figure className="rounded-card border border-border bg-bg">
      <div className="flex items-center justify-between gap-2 border-b border-border px-2 py-1">
        <figcaption className="truncate text-caption text-muted">{doc.fileName}</figcaption>
        <div className="flex items-center gap-1">
          <span className="w-12 text-end text-caption text-muted" aria-live="polite">
            {Math.round(zoom * 100)}%
          </span>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('kyc.zoomOut')}
            disabled={zoom <= MIN_ZOOM}
            onClick={() => setZoom((z) => clampZoom(z / 1.25))}
          >
            <Minus aria-hidden className="size-4" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('kyc.zoomIn')}
            disabled={zoom >= MAX_ZOOM}
            onClick={() => setZoom((z) => clampZoom(z * 1.25))}
          >
            <Plus aria-hidden className="size-4" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('kyc.zoomReset')}
            onClick={() => setZoom(1)}
          >
            <RotateCcw aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
      <div
        className="max-h-[60vh] overflow-auto"
        onWheel={onWheel}
        tabIndex={0}
        aria-label={doc.fileName}
      >
        <div style={{ width: `${zoom * 100}%` }} data-testid="zoom-surface">
          {isPdf ? (
            <PdfPages url={doc.url} label={doc.fileName} />
          ) : (
            <img src={doc.url} alt={doc.fileName} className="w-full" />
          )}
        </div>
      </div>
    </figure>
  );
}
