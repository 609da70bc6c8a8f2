// Banners: the spec's keys and positions (top: vip, cashback, providers; bottom: 2x_deposit,
// high-rollers, cryptodeposit), schedule, image upload, enabled, texts in the six languages,
// with a preview as the lobby shows the banner.
import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { z } from 'zod';
import { DataTable } from '@/components/data-table';
import { Alert, Badge, Button, Card, Field, Input, Select, Spinner } from '@/components/ui';
import type { ContentBannerFieldsFragment } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/money';
import { useSession } from '@/lib/session';
import { CONTENT_BANNERS, SAVE_CONTENT_BANNER, SET_BANNER_ENABLED } from './api';
import {
  fromLocalInput,
  ImageUpload,
  FormActions,
  TextsCard,
  PLAYER_LANGUAGES,
  toLocalInput,
  Toggle,
  type PlayerLanguage,
} from './shared';

export const SPEC_BANNER_KEYS = {
  top: ['vip', 'cashback', 'providers'],
  bottom: ['2x_deposit', 'high-rollers', 'cryptodeposit'],
} as const;

type Bn = ContentBannerFieldsFragment;
const langText = z.object({
  lang: z.string(),
  title: z.string().trim().min(1, 'required').max(120, 'tooLong'),
  description: z.string().trim().min(1, 'required').max(300, 'tooLong'),
  buttonText: z.string().trim().min(1, 'required').max(40, 'tooLong'),
});

export const bannerSchema = z
  .object({
    id: z.number().nullable(),
    key: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+([_-][a-z0-9]+)*$/, 'keyFormat'),
    position: z.enum(['top', 'bottom']),
    sortOrder: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, 'countFormat'),
    url: z
      .string()
      .trim()
      .regex(/^\/(?!\/)\S*$/, 'pathFormat'),
    imageUrl: z
      .string()
      .trim()
      .regex(/^\/(?!\/)\S*$/, 'pathFormat'),
    enabled: z.boolean(),
    startsAt: z.string(),
    endsAt: z.string(),
    texts: z.array(langText),
  })
  .refine((v) => !v.startsAt || !v.endsAt || new Date(v.endsAt) > new Date(v.startsAt), {
    path: ['endsAt'],
    message: 'endAfterStart',
  });
export type BannerValues = z.infer<typeof bannerSchema>;

const textOf = (list: { lang: string; text: string }[], lang: string) =>
  list.find((x) => x.lang === lang)?.text ?? '';

export function bannerToValues(b: Bn | null): BannerValues {
  return {
    id: b?.id ?? null,
    key: b?.key ?? '',
    position: b?.position ?? 'top',
    sortOrder: String(b?.sortOrder ?? 0),
    url: b?.url ?? '/bonuses/welcome',
    imageUrl: b?.imageUrl ?? '',
    enabled: b?.enabled ?? false,
    startsAt: toLocalInput(b?.startsAt),
    endsAt: toLocalInput(b?.endsAt),
    texts: PLAYER_LANGUAGES.map((lang) => ({
      lang,
      title: b ? textOf(b.title, lang) : '',
      description: b ? textOf(b.description, lang) : '',
      buttonText: b ? textOf(b.buttonText, lang) : '',
    })),
  };
}

export function bannerInput(v: BannerValues) {
  return {
    ...(v.id !== null ? { id: v.id } : {}),
    key: v.key,
    position: v.position,
    sortOrder: Number(v.sortOrder),
    url: v.url,
    imageUrl: v.imageUrl,
    enabled: v.enabled,
    startsAt: fromLocalInput(v.startsAt),
    endsAt: fromLocalInput(v.endsAt),
    title: v.texts.map((x) => ({ lang: x.lang, text: x.title })),
    description: v.texts.map((x) => ({ lang: x.lang, text: x.description })),
    buttonText: v.texts.map((x) => ({ lang: x.lang, text: x.buttonText })),
  };
}

export default function BannersScreen() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const canEdit = session.can('BANNERS_MANAGE');
  const [result, refetch] = useQuery({ query: CONTENT_BANNERS });
  const [, setEnabled] = useMutation(SET_BANNER_ENABLED);
  const [editing, setEditing] = useState<BannerValues | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const columns = useMemo<ColumnDef<Bn, unknown>[]>(
    () => [
      { header: t('content.banner.key'), cell: ({ row }) => row.original.key },
      {
        header: t('content.banner.position'),
        cell: ({ row }) => t(`content.banner.positions.${row.original.position}`),
      },
      {
        header: t('content.banner.titleField'),
        cell: ({ row }) => textOf(row.original.title, 'en'),
      },
      {
        header: t('content.banner.schedule'),
        cell: ({ row }) =>
          `${row.original.startsAt ? formatDateTime(row.original.startsAt, i18n.language) : '…'} – ${
            row.original.endsAt ? formatDateTime(row.original.endsAt, i18n.language) : '…'
          }`,
      },
      {
        header: t('content.state'),
        cell: ({ row }) => (
          <Badge tone={row.original.enabled ? 'success' : 'neutral'}>
            {row.original.enabled ? t('content.enabled') : t('content.disabled')}
          </Badge>
        ),
      },
      {
        header: '',
        id: 'actions',
        cell: ({ row }) =>
          canEdit ? (
            <div className="flex gap-2">
              <Button
                size="sm"
                aria-label={t('content.banner.editKey', { key: row.original.key })}
                onClick={() => setEditing(bannerToValues(row.original))}
              >
                {t('content.edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={async () => {
                  const r = await setEnabled({
                    id: row.original.id,
                    enabled: !row.original.enabled,
                  });
                  setError(errorMessage(t, r.error));
                  refetch({ requestPolicy: 'network-only' });
                }}
              >
                {row.original.enabled ? t('content.disable') : t('content.enable')}
              </Button>
            </div>
          ) : null,
      },
    ],
    [t, i18n.language, canEdit, setEnabled, refetch],
  );
  if (editing) {
    return (
      <BannerEditor
        initial={editing}
        onClose={(key) => {
          setEditing(null);
          setSaved(key);
          refetch({ requestPolicy: 'network-only' });
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-subtitle font-semibold">{t('content.tabs.banners')}</h2>
        {canEdit ? (
          <Button onClick={() => setEditing(bannerToValues(null))}>
            {t('content.banner.new')}
          </Button>
        ) : null}
      </div>
      {saved ? <Alert tone="success">{t('content.saved', { name: saved })}</Alert> : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {result.fetching && !result.data ? <Spinner label={t('common.loading')} /> : null}
      <DataTable
        data={result.data?.contentBanners ?? []}
        columns={columns}
        label={t('content.tabs.banners')}
        empty={t('common.none')}
        rowKey={(b) => String(b.id)}
      />
    </div>
  );
}

export function BannerEditor({
  initial,
  onClose,
}: {
  initial: BannerValues;
  onClose(key: string | null): void;
}) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<PlayerLanguage>('en');
  const [state, save] = useMutation(SAVE_CONTENT_BANNER);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<BannerValues>({
    resolver: zodResolver(bannerSchema),
    defaultValues: initial,
  });
  const { register, formState, watch, setValue } = form;
  const values = watch();
  const li = PLAYER_LANGUAGES.indexOf(lang);
  const err = (path: FieldPath<BannerValues>) => {
    let node: unknown = formState.errors;
    for (const p of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[p];
    const key = (node as { message?: string } | undefined)?.message;
    return key ? t(`content.validation.${key}`) : undefined;
  };
  const text = values.texts[li];
  return (
    <form
      noValidate
      className="grid gap-4 xl:grid-cols-[1fr_360px]"
      onSubmit={form.handleSubmit(async (v) => {
        setServerError(null);
        const r = await save({ input: bannerInput(v) });
        if (r.error) {
          const details = r.error.graphQLErrors[0]?.extensions?.details as
            { field?: string } | undefined;
          return setServerError(
            [
              errorMessage(t, r.error),
              details?.field ? t('content.field', { field: details.field }) : null,
            ]
              .filter(Boolean)
              .join(' '),
          );
        }
        onClose(v.key);
      })}
    >
      <div className="flex min-w-0 flex-col gap-4">
        <Card>
          <h2 className="mb-3 text-subtitle font-semibold">
            {initial.id
              ? t('content.banner.editKey', { key: initial.key })
              : t('content.banner.new')}
          </h2>
          <div className="grid gap-3 md:grid-cols-3">
            <Field
              id="bn-key"
              label={t('content.banner.key')}
              error={err('key')}
              hint={t('content.banner.keyHint')}
            >
              <Input id="bn-key" list="bn-keys" {...register('key')} />
            </Field>
            <datalist id="bn-keys">
              {[...SPEC_BANNER_KEYS.top, ...SPEC_BANNER_KEYS.bottom].map((k) => (
                <option key={k} value={k} />
              ))}
            </datalist>
            <Field id="bn-position" label={t('content.banner.position')}>
              <Select id="bn-position" {...register('position')}>
                <option value="top">{t('content.banner.positions.top')}</option>
                <option value="bottom">{t('content.banner.positions.bottom')}</option>
              </Select>
            </Field>
            <Field id="bn-order" label={t('content.banner.sortOrder')} error={err('sortOrder')}>
              <Input id="bn-order" inputMode="numeric" {...register('sortOrder')} />
            </Field>
            <Field id="bn-url" label={t('content.banner.url')} error={err('url')}>
              <Input id="bn-url" {...register('url')} />
            </Field>
            <Field id="bn-image" label={t('content.banner.image')} error={err('imageUrl')}>
              <Input id="bn-image" {...register('imageUrl')} />
            </Field>
            <ImageUpload
              onUploaded={(url) =>
                setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true })
              }
            />
            <Field id="bn-from" label={t('content.banner.startsAt')} error={err('startsAt')}>
              <Input id="bn-from" type="datetime-local" {...register('startsAt')} />
            </Field>
            <Field id="bn-to" label={t('content.banner.endsAt')} error={err('endsAt')}>
              <Input id="bn-to" type="datetime-local" {...register('endsAt')} />
            </Field>
            <div className="flex items-end pb-2">
              <Toggle
                label={t('content.enabled')}
                checked={values.enabled}
                onChange={(v) => setValue('enabled', v)}
              />
            </div>
          </div>
        </Card>
        <TextsCard
          lang={lang}
          onLang={setLang}
          invalid={PLAYER_LANGUAGES.filter((_, i) => formState.errors.texts?.[i])}
          className="md:grid-cols-3"
        >
          <Field
            id="bn-title"
            label={`${t('content.banner.titleField')} (${lang})`}
            error={err(`texts.${li}.title`)}
          >
            <Input id="bn-title" {...register(`texts.${li}.title`)} />
          </Field>
          <Field
            id="bn-desc"
            label={`${t('content.banner.description')} (${lang})`}
            error={err(`texts.${li}.description`)}
          >
            <Input id="bn-desc" {...register(`texts.${li}.description`)} />
          </Field>
          <Field
            id="bn-button"
            label={`${t('content.banner.buttonText')} (${lang})`}
            error={err(`texts.${li}.buttonText`)}
          >
            <Input id="bn-button" {...register(`texts.${li}.buttonText`)} />
          </Field>
        </TextsCard>
        <FormActions error={serverError} busy={state.fetching} onCancel={() => onClose(null)} />
      </div>
      <aside aria-label={t('content.preview')} className="flex flex-col gap-2">
        <p className="text-caption font-semibold text-muted uppercase">
          {t('content.preview')} · {lang}
        </p>
        <div
          data-testid="banner-preview"
          dir={lang === 'ar' ? 'rtl' : 'ltr'}
          lang={lang}
          className="relative overflow-hidden rounded-card border border-border bg-surface-2"
        >
          {values.imageUrl ? (
            <img src={values.imageUrl} alt="" className="aspect-[3/1] w-full object-cover" />
          ) : (
            <div className="aspect-[3/1]" />
          )}
          <div className="absolute inset-0 flex flex-col justify-center gap-1 p-4">
            <p className="text-subtitle font-semibold text-text">{text?.title || '—'}</p>
            <p className="text-caption text-muted">{text?.description}</p>
            {text?.buttonText ? (
              <span className="mt-1 inline-flex h-8 w-fit items-center rounded-chip bg-gold px-3 text-caption font-semibold text-bg">
                {text.buttonText}
              </span>
            ) : null}
          </div>
        </div>
      </aside>
    </form>
  );
}
