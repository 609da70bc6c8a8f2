// The in-app support conversation (walk issue 19 item 18), in the shell's right drawer: the
// player's messages and the staff's answers, live; a multi-line composer (Enter sends,
// Shift+Enter breaks the line, 1–2000 characters); e-mail as the last fallback. Guests are asked
// to sign in (and get the e-mail address). Texts render as text: markup stays inert.
import { normalizeSupportText, SUPPORT_MESSAGE_MAX_LENGTH } from '@aurum/domain';
import { Headset, SendHorizontal } from 'lucide-react';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useClient, useMutation, useQuery, useSubscription } from 'urql';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { buildSignInRedirect } from '@/lib/auth-redirect';
import { cn } from '@/lib/cn';
import { SUPPORT_EMAIL } from '@/lib/config';
import { useSession } from '@/lib/session';
import {
  mergeMessages,
  SEND_SUPPORT_MESSAGE_MUTATION,
  SUPPORT_CONVERSATION_QUERY,
  SUPPORT_MESSAGE_ADDED_SUBSCRIPTION,
  type SupportMessage,
} from '../api/support';

export interface SupportPanelProps {
  /** whether the drawer shows support: the live subscription pauses while it does not */
  open: boolean;
}

function EmailFallback() {
  const { t } = useTranslation('support');
  return (
    <p className="px-4 pb-3 text-caption text-muted">
      <a
        href={`mailto:${SUPPORT_EMAIL}`}
        className="underline-offset-4 hover:text-gold hover:underline"
        data-testid="support-email"
      >
        {t('emailFallback', { email: SUPPORT_EMAIL })}
      </a>
    </p>
  );
}

function GuestPrompt() {
  const { t } = useTranslation('support');
  const location = useLocation();
  return (
    <div
      data-testid="support-guest"
      className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-10 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-surface-2 text-gold">
        <Headset size={26} />
      </span>
      <p className="text-body font-semibold">{t('guest.title')}</p>
      <p className="text-body-sm text-muted">{t('guest.text')}</p>
      <ButtonLink to={buildSignInRedirect(location.pathname, location.search)} className="mt-2">
        {t('guest.signIn')}
      </ButtonLink>
      <EmailFallback />
    </div>
  );
}

function MessageItem({ message, language }: { message: SupportMessage; language: string }) {
  const { t } = useTranslation('support');
  const mine = !message.fromStaff;
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(
    new Date(String(message.createdAt)),
  );
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <span className="text-caption text-muted">
        {mine ? (
          t('you')
        ) : message.staffName ? (
          // the named staff member who answered (the back office's reply), as a name, not text
          <bdi data-testid="support-staff-name">{t('staffNamed', { name: message.staffName })}</bdi>
        ) : (
          t('staff')
        )}{' '}
        · <time dateTime={String(message.createdAt)}>{time}</time>
      </span>
      <p
        dir="auto"
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-body-sm break-words whitespace-pre-wrap',
          mine ? 'rounded-se-sm bg-gold/15 text-text' : 'rounded-ss-sm bg-surface-2 text-text',
        )}
      >
        {message.text}
      </p>
    </li>
  );
}

function Composer({ onSent }: { onSent: (message: SupportMessage) => void }) {
  const { t } = useTranslation('support');
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, send] = useMutation(SEND_SUPPORT_MESSAGE_MUTATION);
  const field = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const errorId = useId();
  const hintId = useId();
  const length = [...normalizeSupportText(draft)].length;
  const tooLong = length > SUPPORT_MESSAGE_MAX_LENGTH;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (fetching) return;
    if (length === 0) return setError(t('errors.empty'));
    if (tooLong) return setError(t('errors.tooLong', { max: SUPPORT_MESSAGE_MAX_LENGTH }));
    setError(null);
    const result = await send({ text: draft });
    const outcome = result.data?.sendSupportMessage;
    if (outcome?.__typename === 'SendSupportMessageSuccess') {
      setDraft('');
      onSent(outcome.supportMessage);
      field.current?.focus();
      return;
    }
    if (outcome?.__typename === 'SupportError' && outcome.code === 'TRY_AGAIN_LATER') {
      return setError(t('errors.rateLimited', { seconds: outcome.retryAfterSeconds ?? 1 }));
    }
    const code =
      outcome?.__typename === 'SupportError'
        ? outcome.code
        : result.error?.graphQLErrors[0]?.extensions?.code;
    setError(code === 'VALIDATION_ERROR' ? t('errors.invalid') : t('errors.failed'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-1.5 border-t border-border bg-surface px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <div className="flex items-end gap-2">
        <textarea
          ref={field}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          rows={2}
          dir="auto"
          aria-label={t('label')}
          aria-describedby={`${counterId} ${hintId}${error ? ` ${errorId}` : ''}`}
          aria-invalid={error ? true : undefined}
          placeholder={t('placeholder')}
          data-testid="support-input"
          className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-border bg-bg px-3 py-2 text-body-sm text-text placeholder:text-muted focus:border-gold-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-gold/60"
        />
        <button
          type="submit"
          aria-label={t('send')}
          disabled={fetching}
          data-testid="support-send"
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gold-gradient text-on-gold disabled:opacity-60"
        >
          {fetching ? (
            <Spinner size={20} />
          ) : (
            <SendHorizontal size={20} className="rtl:-scale-x-100" />
          )}
        </button>
      </div>
      <div className="flex items-start justify-between gap-2 text-caption">
        <span id={hintId} className="text-muted">
          {t('hint')}
        </span>
        <span
          id={counterId}
          className={cn('shrink-0 tabular-nums', tooLong ? 'text-danger' : 'text-muted')}
        >
          {t('counter', { count: length, max: SUPPORT_MESSAGE_MAX_LENGTH })}
        </span>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-caption text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function Conversation({ open }: { open: boolean }) {
  const { t, i18n } = useTranslation('support');
  const client = useClient();
  const [latest, refetch] = useQuery({ query: SUPPORT_CONVERSATION_QUERY, pause: !open });
  const [live, setLive] = useState<SupportMessage[]>([]);
  const [earlier, setEarlier] = useState<SupportMessage[]>([]);
  const [earlierHasMore, setEarlierHasMore] = useState<boolean | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useSubscription({ query: SUPPORT_MESSAGE_ADDED_SUBSCRIPTION, pause: !open }, (_prev, event) => {
    setLive((messages) => [...messages, event.supportMessageAdded]);
    return event;
  });

  const page = latest.data?.supportConversation;
  const messages = useMemo(
    () => mergeMessages(earlier, page?.items ?? [], live),
    [earlier, page, live],
  );
  const last = messages.at(-1)?.id;
  useEffect(() => {
    const node = list.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [last]);

  const loadEarlier = () => {
    const oldest = messages[0]?.id;
    if (!oldest) return;
    void client
      .query(SUPPORT_CONVERSATION_QUERY, { before: oldest }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        const older = result.data?.supportConversation;
        if (older) {
          setEarlier((current) => [...older.items, ...current]);
          setEarlierHasMore(older.hasMore);
        }
      });
  };

  const hasMore = earlierHasMore ?? page?.hasMore ?? false;
  return (
    <>
      <p className="border-b border-border px-4 py-3 text-body-sm text-muted">{t('intro')}</p>
      <div className="flex min-h-0 flex-1 flex-col">
        {!page && latest.error ? (
          <div role="alert" className="flex flex-col items-start gap-2 p-4 text-body-sm">
            {t('failed')}
            <button
              type="button"
              onClick={() => refetch({ requestPolicy: 'network-only' })}
              className="min-h-11 font-semibold text-gold"
            >
              {t('retry')}
            </button>
          </div>
        ) : !page ? (
          <div role="status" className="flex flex-1 items-center justify-center gap-2 text-muted">
            <Spinner />
            <span className="sr-only">{t('loading')}</span>
          </div>
        ) : (
          <ol
            ref={list}
            aria-live="polite"
            aria-label={t('title')}
            data-testid="support-messages"
            className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-4 py-3"
          >
            {hasMore ? (
              <li className="self-center">
                <button
                  type="button"
                  onClick={loadEarlier}
                  className="min-h-11 text-body-sm font-semibold text-gold"
                >
                  {t('earlier')}
                </button>
              </li>
            ) : null}
            {messages.length === 0 ? (
              <li className="m-auto text-center text-body-sm text-muted">{t('empty')}</li>
            ) : (
              messages.map((message) => (
                <MessageItem key={message.id} message={message} language={i18n.language} />
              ))
            )}
          </ol>
        )}
      </div>
      <Composer onSent={(message) => setLive((current) => [...current, message])} />
      <EmailFallback />
    </>
  );
}

export default function SupportPanel({ open }: SupportPanelProps) {
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (session.status !== 'user') return <GuestPrompt />;
  return (
    <div data-testid="support-panel" className="flex min-h-0 flex-1 flex-col">
      <Conversation open={open} />
    </div>
  );
}
