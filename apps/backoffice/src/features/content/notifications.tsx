// System notifications: a message in the six player languages to all players or a segment
// (countries, account currencies, VIP levels); each player receives it live in their language.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { z } from 'zod';
import { Alert, Button, Card, Field, Input, Textarea } from '@/components/ui';
import { errorMessage } from '@/lib/errors';
import { SEND_SYSTEM_NOTIFICATION } from './api';
import { LanguageTabs, PLAYER_LANGUAGES, type PlayerLanguage } from './shared';

const list = (re: RegExp) =>
  z
    .string()
    .trim()
    .refine(
      (v) =>
        v
          .split(/[\s,]+/)
          .filter(Boolean)
          .every((x) => re.test(x.toUpperCase())),
      'listFormat',
    );

export const notificationSchema = z.object({
  countries: list(/^[A-Z]{2}$/),
  currencies: list(/^[A-Z0-9]{3,5}$/),
  vipLevels: list(/^\d{1,3}$/),
  messages: z.array(
    z.object({ lang: z.string(), text: z.string().trim().min(1, 'required').max(1000, 'tooLong') }),
  ),
});
type Values = z.infer<typeof notificationSchema>;

const split = (v: string) =>
  v
    .split(/[\s,]+/)
    .map((x) => x.trim().toUpperCase())
    .filter(Boolean);

export default function NotificationsScreen() {
  const { t } = useTranslation();
  const [lang, setLang] = useState<PlayerLanguage>('en');
  const [state, send] = useMutation(SEND_SYSTEM_NOTIFICATION);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(notificationSchema),
    defaultValues: {
      countries: '',
      currencies: '',
      vipLevels: '',
      messages: PLAYER_LANGUAGES.map((l) => ({ lang: l, text: '' })),
    },
  });
  const { register, formState } = form;
  const li = PLAYER_LANGUAGES.indexOf(lang);
  const e = (k: 'countries' | 'currencies' | 'vipLevels') =>
    formState.errors[k]?.message
      ? t(`content.validation.${formState.errors[k]!.message}`)
      : undefined;
  const textError = formState.errors.messages?.[li]?.text?.message;
  return (
    <Card>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(async (v) => {
          setMessage(null);
          const r = await send({
            input: {
              segment: {
                countries: split(v.countries),
                currencies: split(v.currencies),
                vipLevels: split(v.vipLevels).map(Number),
              },
              messages: v.messages,
            },
          });
          if (r.error) return setMessage({ tone: 'danger', text: errorMessage(t, r.error)! });
          setMessage({
            tone: 'success',
            text: t('content.notifications.sent', {
              count: r.data!.sendSystemNotification.recipients,
            }),
          });
          form.reset();
        })}
      >
        <h2 className="text-subtitle font-semibold">{t('content.tabs.notifications')}</h2>
        <p className="text-caption text-muted">{t('content.notifications.segmentHint')}</p>
        <div className="grid gap-3 md:grid-cols-3">
          <Field
            id="n-countries"
            label={t('content.notifications.countries')}
            error={e('countries')}
            hint="TR, AZ"
          >
            <Input id="n-countries" {...register('countries')} />
          </Field>
          <Field
            id="n-currencies"
            label={t('content.notifications.currencies')}
            error={e('currencies')}
            hint="TRY, USD"
          >
            <Input id="n-currencies" {...register('currencies')} />
          </Field>
          <Field
            id="n-levels"
            label={t('content.notifications.vipLevels')}
            error={e('vipLevels')}
            hint="3, 4"
          >
            <Input id="n-levels" {...register('vipLevels')} />
          </Field>
        </div>
        <LanguageTabs
          value={lang}
          onChange={setLang}
          invalid={PLAYER_LANGUAGES.filter((_, i) => formState.errors.messages?.[i])}
        />
        <div key={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang}>
          <Field
            id="n-text"
            label={`${t('content.notifications.message')} (${lang})`}
            error={textError ? t(`content.validation.${textError}`) : undefined}
          >
            <Textarea id="n-text" {...register(`messages.${li}.text`)} />
          </Field>
        </div>
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        <Button type="submit" disabled={state.fetching} className="w-fit">
          {t('content.notifications.send')}
        </Button>
      </form>
    </Card>
  );
}
