// KYC on the profile overview (spec §1 "maintain … KYC", §8 KYC notices): the status badge and
// its notice, the uploaded documents, and an upload with a type, client-side checks and progress.
import { intlNumberFormat } from '@aurum/domain';
import { BadgeCheck, Clock, FileText, ShieldAlert, ShieldX, Upload } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import {
  KycRequestError,
  fetchKyc,
  uploadKycDocument,
  type KycDocumentType,
  type KycState,
} from '../api/kyc';
import {
  KYC_ACCEPT_ATTR,
  KYC_DOCUMENT_TYPES,
  checkKycFile,
  kycNotice,
  kycUploadToast,
} from '../model/kyc';

const NOTICE_STYLE = {
  required: { icon: ShieldAlert, className: 'border-warning/40 bg-warning/10 text-warning' },
  review: { icon: Clock, className: 'border-info/40 bg-info/10 text-info' },
  unsuccessful: { icon: ShieldX, className: 'border-danger/40 bg-danger/10 text-danger' },
  completed: { icon: BadgeCheck, className: 'border-success/40 bg-success/10 text-success' },
} as const;

/** A rejection's reason: the staff's reason code translated; an older free-text reason as is. */
export function kycReasonText(
  reason: string,
  t: (key: string) => string,
  exists: (key: string) => boolean,
): string {
  const key = `profile:kyc.reasons.${reason}`;
  return /^[A-Z_]+$/.test(reason) && exists(key) ? t(key) : reason;
}

export function KycSection() {
  const { t, i18n } = useTranslation('profile');
  const { refresh, user } = useSession();
  const [kyc, setKyc] = useState<KycState | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [type, setType] = useState<KycDocumentType>('PASSPORT');
  const [progress, setProgress] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const progressId = useId();

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      setKyc(await fetchKyc(signal));
      setLoadFailed(false);
    } catch (error) {
      if ((error as Error).name !== 'AbortError') setLoadFailed(true);
    }
  }, []);

  // staff decisions arrive live (a KYC_VERIFIED / KYC_REJECTED notification refreshes the
  // session): the section reads its state again whenever the session's KYC status changes
  const sessionKyc = `${user?.kyc ?? ''}:${user?.kycReason ?? ''}`;
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, sessionKyc]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkKycFile(file);
    if (problem) {
      void notify(problem);
      return;
    }
    setProgress(0);
    try {
      await uploadKycDocument(file, type, setProgress);
      void notify('KYC_DOCUMENT_UPLOADED', { kind: 'success' });
      await load();
      refresh();
    } catch (error) {
      const failure =
        error instanceof KycRequestError ? error : new KycRequestError('ERROR_DEFAULT', 0);
      void notify(kycUploadToast(failure.code, failure.status));
    } finally {
      setProgress(null);
    }
  };

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  if (!kyc) {
    return (
      <section
        className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5"
        aria-labelledby="kyc-title"
      >
        <h2 id="kyc-title" className="text-subtitle font-semibold">
          {t('kyc.title')}
        </h2>
        {loadFailed ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-body-sm text-muted">{t('loadFailed')}</p>
            <Button variant="secondary" onClick={() => void load()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <>
            <Skeleton className="h-16 rounded-xl" />
            <Skeleton className="h-12 rounded-xl" />
          </>
        )}
      </section>
    );
  }

  const notice = kycNotice(kyc.status);
  const style = NOTICE_STYLE[notice];
  const Icon = style.icon;
  const canUpload = kyc.status !== 'VERIFIED';
  const uploading = progress !== null;

  return (
    <section
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 md:p-6"
      aria-labelledby="kyc-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="kyc-title" className="text-subtitle font-semibold">
          {t('kyc.title')}
        </h2>
        <span
          data-testid="kyc-status"
          className={cn(
            'rounded-full border px-3 py-1 text-caption font-semibold',
            style.className,
          )}
        >
          {t(`kyc.status.${kyc.status}`)}
        </span>
      </div>
      <div className={cn('flex items-start gap-3 rounded-xl border p-3', style.className)}>
        <Icon size={20} aria-hidden="true" className="mt-0.5 shrink-0" />
        <div className="flex flex-col gap-1">
          <p className="text-body-sm font-semibold">{t(`kyc.notice.${notice}.title`)}</p>
          <p className="text-caption text-text/80">{t(`kyc.notice.${notice}.text`)}</p>
          {kyc.status === 'REJECTED' && kyc.reason ? (
            <p className="text-caption text-text">
              {t('kyc.reason')}:{' '}
              <span dir="auto" data-testid="kyc-reason">
                {kycReasonText(kyc.reason, t, i18n.exists)}
              </span>
            </p>
          ) : null}
        </div>
      </div>

      {kyc.documents.length ? (
        <ul className="flex flex-col gap-2" aria-label={t('kyc.documents')}>
          {kyc.documents.map((doc) => (
            <li key={doc.id} className="flex items-center gap-3 rounded-xl bg-surface-2 px-3 py-2">
              <FileText size={18} aria-hidden="true" className="shrink-0 text-muted" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-body-sm font-semibold" dir="auto">
                  {doc.fileName}
                </span>
                <span className="text-caption text-muted">
                  {t(`kyc.types.${doc.type}`)} · {date.format(new Date(doc.createdAt))}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      {canUpload ? (
        <div className="flex flex-col gap-3 border-t border-border pt-4">
          <div className="grid gap-3 md:grid-cols-[1fr_auto] md:items-end">
            <Select
              label={t('kyc.documentType')}
              items={KYC_DOCUMENT_TYPES.map((id) => ({ id, title: t(`kyc.types.${id}`) }))}
              value={type}
              onChange={(item) => setType(item.id as KycDocumentType)}
              disabled={uploading}
            />
            <Button
              size="lg"
              icon={<Upload size={20} />}
              loading={uploading}
              onClick={() => fileRef.current?.click()}
              className="h-select"
            >
              {t('kyc.upload')}
            </Button>
          </div>
          <input
            ref={fileRef}
            type="file"
            accept={KYC_ACCEPT_ATTR}
            onChange={(event) => void onFile(event)}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('kyc.upload')}
            data-testid="kyc-file"
          />
          <p className="text-caption text-muted">{t('kyc.rules')}</p>
          {uploading ? (
            <div className="flex flex-col gap-1">
              <span id={progressId} className="text-caption text-muted">
                {t('kyc.uploading', {
                  percent: intlNumberFormat(i18n.language, { style: 'percent' }).format(
                    progress ?? 0,
                  ),
                })}
              </span>
              <div
                role="progressbar"
                aria-labelledby={progressId}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round((progress ?? 0) * 100)}
                className="h-2 overflow-hidden rounded-full bg-surface-2"
              >
                <div
                  className="h-full rounded-full bg-gold-gradient transition-[width] duration-150"
                  style={{ width: `${Math.round((progress ?? 0) * 100)}%` }}
                />
              </div>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
