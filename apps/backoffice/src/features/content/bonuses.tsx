// Bonuses: the catalogue (TanStack Table), enable / disable, and an editor for every BonusInfo
// field with the texts in the six player languages and a preview as the player sees the card.
import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { DataTable } from '@/components/data-table';
import {
  Alert,
  Badge,
  Button,
  Card,
  Field,
  Input,
  Select,
  Spinner,
  Textarea,
} from '@/components/ui';
import type { ContentBonusFieldsFragment } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { CONTENT_BONUSES, SAVE_CONTENT_BONUS, SET_BONUS_ENABLED } from './api';
import {
  bonusSchema,
  bonusToValues,
  emptyBonus,
  valuesToInput,
  type BonusValues,
} from './bonus-form';
import {
  FormActions,
  ImageUpload,
  PLAYER_LANGUAGES,
  TextsCard,
  Toggle,
  type PlayerLanguage,
} from './shared';

type B = ContentBonusFieldsFragment;

export default function BonusesScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const canEdit = session.can('BONUSES_MANAGE');
  const [result, refetch] = useQuery({ query: CONTENT_BONUSES });
  const [, setEnabled] = useMutation(SET_BONUS_ENABLED);
  const [editing, setEditing] = useState<BonusValues | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<B, unknown>[]>(
    () => [
      { header: t('content.bonus.name'), cell: ({ row }) => row.original.name },
      {
        header: t('content.bonus.titleEn'),
        cell: ({ row }) => row.original.texts.find((x) => x.lang === 'en')?.title ?? '',
      },
      {
        header: t('content.bonus.kind'),
        cell: ({ row }) => t(`content.bonus.kinds.${row.original.kind}`),
      },
      { header: t('content.bonus.position'), cell: ({ row }) => row.original.position },
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
              <Button size="sm" onClick={() => setEditing(bonusToValues(row.original))}>
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
    [t, canEdit, setEnabled, refetch],
  );

  if (editing) {
    return (
      <BonusEditor
        initial={editing}
        onClose={(name) => {
          setEditing(null);
          setSaved(name);
          refetch({ requestPolicy: 'network-only' });
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-subtitle font-semibold">{t('content.tabs.bonuses')}</h2>
        {canEdit ? (
          <Button onClick={() => setEditing(emptyBonus())}>{t('content.bonus.new')}</Button>
        ) : null}
      </div>
      {saved ? <Alert tone="success">{t('content.saved', { name: saved })}</Alert> : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {result.fetching && !result.data ? <Spinner label={t('common.loading')} /> : null}
      {result.error ? <Alert tone="danger">{errorMessage(t, result.error)}</Alert> : null}
      <DataTable
        data={result.data?.contentBonuses ?? []}
        columns={columns}
        label={t('content.tabs.bonuses')}
        empty={t('common.none')}
        rowKey={(b) => String(b.id)}
      />
    </div>
  );
}

const AMOUNT_FIELDS = [
  'minDepositAmount',
  'maxDepositAmount',
  'minWagerBet',
  'maxWagerBet',
  'rewardAmount',
  'maxRewardLimit',
] as const;
const OTHER_FIELDS = [
  'wagerMultiplier',
  'wageringTime',
  'rewardDepositMultiplier',
  'maxRewardLimitMultiplier',
  'rewardFreeSpins',
  'freeSpinsCount',
  'freespinsGame',
  'freespinsGameSlug',
  'freespinsExpireTime',
  'availableForGame',
  'availableForGameSlug',
] as const;

export function BonusEditor({
  initial,
  onClose,
}: {
  initial: BonusValues;
  onClose(savedName: string | null): void;
}) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<PlayerLanguage>('en');
  const [state, save] = useMutation(SAVE_CONTENT_BONUS);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<BonusValues>({ resolver: zodResolver(bonusSchema), defaultValues: initial });
  const { register, formState, watch, setValue } = form;
  const li = PLAYER_LANGUAGES.indexOf(lang);
  const err = (path: FieldPath<BonusValues>) => {
    const parts = path.split('.');
    let node: unknown = formState.errors;
    for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
    const key = (node as { message?: string } | undefined)?.message;
    return key ? t(`content.validation.${key}`) : undefined;
  };
  const invalidLangs = PLAYER_LANGUAGES.filter((_, i) => formState.errors.texts?.[i]);
  const values = watch();

  return (
    <form
      noValidate
      className="grid gap-4 xl:grid-cols-[1fr_340px]"
      aria-label={
        initial.id ? t('content.bonus.edit', { name: initial.name }) : t('content.bonus.new')
      }
      onSubmit={form.handleSubmit(async (v) => {
        setServerError(null);
        const r = await save({ input: valuesToInput(v) });
        if (r.error) {
          const field = r.error.graphQLErrors[0]?.extensions?.details as
            { field?: string } | undefined;
          return setServerError(
            [
              errorMessage(t, r.error),
              field?.field ? t('content.field', { field: field.field }) : null,
            ]
              .filter(Boolean)
              .join(' '),
          );
        }
        onClose(v.name);
      })}
    >
      <div className="flex min-w-0 flex-col gap-4">
        <Card>
          <h2 className="mb-3 text-subtitle font-semibold">
            {initial.id ? t('content.bonus.edit', { name: initial.name }) : t('content.bonus.new')}
          </h2>
          <div className="grid gap-3 md:grid-cols-3">
            <Field id="b-name" label={t('content.bonus.name')} error={err('name')}>
              <Input
                id="b-name"
                {...register('name')}
                aria-invalid={!!err('name')}
                readOnly={!!initial.id}
              />
            </Field>
            <Field id="b-kind" label={t('content.bonus.kind')}>
              <Select id="b-kind" {...register('kind')}>
                <option value="DEPOSIT">{t('content.bonus.kinds.DEPOSIT')}</option>
                <option value="CASHBACK">{t('content.bonus.kinds.CASHBACK')}</option>
              </Select>
            </Field>
            <Field id="b-position" label={t('content.bonus.position')} error={err('position')}>
              <Input id="b-position" inputMode="numeric" {...register('position')} />
            </Field>
            <Field
              id="b-currency"
              label={t('content.bonus.currencyCode')}
              error={err('currencyCode')}
            >
              <Input id="b-currency" {...register('currencyCode')} />
            </Field>
            <Field
              id="b-currencies"
              label={t('content.bonus.availableCurrencies')}
              hint={t('content.commaList')}
            >
              <Input id="b-currencies" {...register('availableCurrencies')} />
            </Field>
            <Field id="b-pay" label={t('content.bonus.depositPaymentType')}>
              <Select id="b-pay" {...register('depositPaymentType')}>
                <option value="">{t('content.bonus.anyPayment')}</option>
                <option value="CRYPTO">{t('content.bonus.cryptoOnly')}</option>
              </Select>
            </Field>
            <Field
              id="b-mult"
              label={t('content.bonus.multipliers')}
              error={err('multipliers')}
              hint="slots=1, live-casino=0.1"
            >
              <Input id="b-mult" {...register('multipliers')} />
            </Field>
            <Field
              id="b-cover"
              label={t('content.bonus.coverImageUrl')}
              error={err('coverImageUrl')}
            >
              <Input id="b-cover" {...register('coverImageUrl')} />
            </Field>
            <ImageUpload
              onUploaded={(url) => setValue('coverImageUrl', url, { shouldDirty: true })}
            />
          </div>
          <div className="mt-3 flex flex-wrap gap-4">
            <Toggle
              label={t('content.enabled')}
              checked={values.enabled}
              onChange={(v) => setValue('enabled', v)}
            />
            <Toggle
              label={t('content.bonus.repeatable')}
              checked={values.repeatable}
              onChange={(v) => setValue('repeatable', v)}
            />
          </div>
        </Card>
        <Card>
          <h3 className="mb-3 text-body font-semibold">{t('content.bonus.rules')}</h3>
          <div className="grid gap-3 md:grid-cols-3">
            {[...AMOUNT_FIELDS, ...OTHER_FIELDS].map((f) => (
              <Field key={f} id={`b-${f}`} label={t(`content.bonus.fields.${f}`)} error={err(f)}>
                <Input id={`b-${f}`} {...register(f)} aria-invalid={!!err(f)} />
              </Field>
            ))}
          </div>
        </Card>
        <TextsCard lang={lang} onLang={setLang} invalid={invalidLangs}>
          <Field
            id="b-title"
            label={`${t('content.bonus.titleField')} (${lang})`}
            error={err(`texts.${li}.title`)}
          >
            <Input id="b-title" {...register(`texts.${li}.title`)} />
          </Field>
          <Field
            id="b-condition"
            label={`${t('content.bonus.condition')} (${lang})`}
            error={err(`texts.${li}.condition`)}
          >
            <Input id="b-condition" {...register(`texts.${li}.condition`)} />
          </Field>
          <Field
            id="b-terms"
            label={`${t('content.bonus.terms')} (${lang})`}
            error={err(`texts.${li}.terms`)}
          >
            <Textarea id="b-terms" {...register(`texts.${li}.terms`)} />
          </Field>
        </TextsCard>
        <FormActions error={serverError} busy={state.fetching} onCancel={() => onClose(null)} />
      </div>
      <BonusPreview values={values} lang={lang} />
    </form>
  );
}

/** The bonus card as the player sees it (title, condition, reward, wagering, terms). */
export function BonusPreview({ values, lang }: { values: BonusValues; lang: PlayerLanguage }) {
  const { t } = useTranslation();
  const text = values.texts[PLAYER_LANGUAGES.indexOf(lang)];
  const c = values.currencyCode;
  const reward = values.rewardAmount
    ? `${values.rewardAmount} ${c}`
    : values.rewardDepositMultiplier
      ? `${Math.round(Number(values.rewardDepositMultiplier) * 100)}%`
      : values.rewardFreeSpins
        ? `${values.rewardFreeSpins} FS`
        : '—';
  return (
    <aside aria-label={t('content.preview')} className="flex flex-col gap-2">
      <p className="text-caption font-semibold text-muted uppercase">
        {t('content.preview')} · {lang}
      </p>
      <div
        data-testid="bonus-preview"
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        lang={lang}
        className="overflow-hidden rounded-card border border-gold/40 bg-surface-2"
      >
        {values.coverImageUrl ? (
          <img src={values.coverImageUrl} alt="" className="aspect-[3/1] w-full object-cover" />
        ) : null}
        <div className="flex flex-col gap-2 p-4">
          <p className="text-gold-gradient text-subtitle font-semibold">{text?.title || '—'}</p>
          <p className="text-body-sm text-text">{text?.condition || '—'}</p>
          <dl className="grid grid-cols-2 gap-2 text-caption">
            <div>
              <dt className="text-muted">{t('content.bonus.reward')}</dt>
              <dd className="font-semibold">{reward}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('content.bonus.wager')}</dt>
              <dd className="font-semibold">x{values.wagerMultiplier || '—'}</dd>
            </div>
            {values.minDepositAmount ? (
              <div>
                <dt className="text-muted">{t('content.bonus.fields.minDepositAmount')}</dt>
                <dd className="font-semibold">
                  {values.minDepositAmount} {c}
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="text-muted">{t('content.bonus.fields.wageringTime')}</dt>
              <dd className="font-semibold">{values.wageringTime || '—'}</dd>
            </div>
          </dl>
          <p className="text-caption whitespace-pre-line text-muted">{text?.terms}</p>
        </div>
      </div>
    </aside>
  );
}
