// A KYC document inline: images as <img>, PDFs drawn page by page on canvases by PDF.js (the
// strict CSP allows no <iframe>/<object>: frame-src and object-src are 'none'), both inside a
// zoom-and-pan surface (react-zoom-pan-pinch) with buttons and wheel/pinch zoom.
import { useEffect, useRef, useState } from 'react';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
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
          canvas.className = 'mb-2 max-w-full bg-white';
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

export function DocumentViewer({ document: doc }: { document: ViewerDocument }) {
  const { t } = useTranslation();
  const isPdf = doc.mime === 'application/pdf';
  return (
    <figure className="rounded-card border border-border bg-bg">
      <TransformWrapper minScale={0.5} maxScale={6} centerOnInit={false} wheel={{ step: 0.15 }}>
        {({ zoomIn, zoomOut, resetTransform }) => (
          <>
            <div className="flex items-center justify-between gap-2 border-b border-border px-2 py-1">
              <figcaption className="truncate text-caption text-muted">{doc.fileName}</figcaption>
              <div className="flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('kyc.zoomOut')}
                  onClick={() => zoomOut()}
                >
                  <Minus aria-hidden className="size-4" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('kyc.zoomIn')}
                  onClick={() => zoomIn()}
                >
                  <Plus aria-hidden className="size-4" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('kyc.zoomReset')}
                  onClick={() => resetTransform()}
                >
                  <RotateCcw aria-hidden className="size-4" />
                </Button>
              </div>
            </div>
            <TransformComponent wrapperClass="!w-full max-h-[60vh]" contentClass="!w-full">
              {isPdf ? (
                <PdfPages url={doc.url} label={doc.fileName} />
              ) : (
                <img src={doc.url} alt={doc.fileName} className="mx-auto max-w-full" />
              )}
            </TransformComponent>
          </>
        )}
      </TransformWrapper>
    </figure>
  );
}
