// The support inbox (issue 15): players' conversations by filter (unread / open / closed / all),
// keyset pages, one conversation with its messages, and an answer signed with the staff member's
// name that reaches the player live. Opening a conversation marks it read.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { Alert, Badge, Button, Card, Field, PageHeader, Spinner, Textarea } from '@/components/ui';
import type { SupportConversationFieldsFragment, SupportInboxFilter } from '@/gql/graphql';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/money';
import { useSession } from '@/lib/session';
import {
  CLOSE_SUPPORT,
  MARK_SUPPORT_READ,
  REOPEN_SUPPORT,
  REPLY_SUPPORT,
  SUPPORT_INBOX,
  SUPPORT_THREAD,
} from './api';

const FILTERS: (SupportInboxFilter | null)[] = ['UNREAD', 'OPEN', 'CLOSED', null];
type Conversation = SupportConversationFieldsFragment;

function Thread({ id, onChanged }: { id: string; onChanged(): void }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [thread, refetch] = useQuery({ query: SUPPORT_THREAD, variables: { id } });
  const [, markRead] = useMutation(MARK_SUPPORT_READ);
  const [replyState, reply] = useMutation(REPLY_SUPPORT);
  const [, close] = useMutation(CLOSE_SUPPORT);
  const [, reopen] = useMutation(REOPEN_SUPPORT);

  useEffect(() => {
    void markRead({ id }).then(() => onChanged());
    // once per opened conversation
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const data = thread.data?.supportThread;
  if (!data) return <Spinner label={t('common.loading')} />;
  const { conversation, messages } = data;
  const canReply = session.can('SUPPORT_REPLY');
  const after = (r: { error?: Parameters<typeof errorMessage>[1] }) => {
    if (r.error) setError(errorMessage(t, r.error));
    else {
      setError(null);
      refetch({ requestPolicy: 'network-only' });
      onChanged();
    }
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('desk.support.empty'));
      return;
    }
    void reply({ id, text }).then((r) => {
      if (!r.error) setText('');
      after(r);
    });
  };

  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-semibold break-words">{conversation.player?.email ?? '—'}</p>
          <p className="text-caption text-muted">{conversation.player?.name ?? ''}</p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={conversation.status === 'CLOSED' ? 'neutral' : 'gold'}>
            {t(`desk.support.status.${conversation.status}`)}
          </Badge>
          {canReply ? (
            conversation.status === 'CLOSED' ? (
              <Button size="sm" onClick={() => void reopen({ id }).then(after)}>
                {t('desk.support.reopen')}
              </Button>
            ) : (
              <Button size="sm" onClick={() => void close({ id, reason: null }).then(after)}>
                {t('desk.support.close')}
              </Button>
            )
          ) : null}
        </div>
      </div>
      <ol
        className="flex max-h-[50vh] flex-col gap-3 overflow-y-auto"
        aria-label={t('desk.support.messages')}
      >
        {messages.map((m) => (
          <li
            key={m.id}
            className={cn('flex flex-col gap-1', m.fromStaff ? 'items-end' : 'items-start')}
          >
            <span className="text-caption text-muted">
              {m.fromStaff ? (m.staffName ?? t('desk.support.staff')) : t('desk.support.player')} ·{' '}
              {formatDateTime(m.createdAt, i18n.language)}
            </span>
            <p
              dir="auto"
              className={cn(
                'max-w-[85%] rounded-xl px-3 py-2 text-body-sm break-words whitespace-pre-wrap',
                m.fromStaff ? 'bg-gold/15' : 'bg-surface-2',
              )}
            >
              {m.text}
            </p>
          </li>
        ))}
      </ol>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {canReply ? (
        <form className="flex flex-col gap-2" onSubmit={send}>
          <Field
            id="support-reply"
            label={t('desk.support.reply')}
            hint={t('desk.support.signedAs', { name: session.me?.name ?? '' })}
          >
            <Textarea
              id="support-reply"
              rows={3}
              maxLength={2000}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </Field>
          <div>
            <Button type="submit" variant="primary" busy={replyState.fetching}>
              {t('desk.support.send')}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}

export default function SupportInbox() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<SupportInboxFilter | null>('OPEN');
  const [after, setAfter] = useState<string | null>(null);
  const [pages, setPages] = useState<Conversation[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [result, refetch] = useQuery({ query: SUPPORT_INBOX, variables: { filter, after } });
  const page = result.data?.supportInbox;
  const rows = after ? [...pages, ...(page?.nodes ?? [])] : (page?.nodes ?? []);
  const refresh = () => {
    setPages([]);
    setAfter(null);
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('desk.support.title')} />
      <div role="tablist" aria-label={t('desk.support.filter')} className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <Button
            key={f ?? 'ALL'}
            role="tab"
            aria-selected={filter === f}
            size="sm"
            variant={filter === f ? 'primary' : 'secondary'}
            onClick={() => {
              setFilter(f);
              setAfter(null);
              setPages([]);
            }}
          >
            {t(`desk.support.filters.${f ?? 'ALL'}`)}
          </Button>
        ))}
      </div>
      {result.error ? <Alert tone="danger">{errorMessage(t, result.error)}</Alert> : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="flex flex-col gap-2">
          {result.fetching && !rows.length ? <Spinner label={t('common.loading')} /> : null}
          {!result.fetching && !rows.length ? (
            <p className="text-body-sm text-muted">{t('desk.support.none')}</p>
          ) : null}
          <ul className="flex flex-col gap-1">
            {rows.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => setSelected(c.id)}
                  aria-current={selected === c.id}
                  className={cn(
                    'flex w-full flex-col gap-1 rounded-lg px-3 py-2 text-start hover:bg-surface-2',
                    selected === c.id && 'bg-surface-2',
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold break-all">{c.player?.email ?? '—'}</span>
                    {c.unread ? <Badge tone="gold">{t('desk.support.unread')}</Badge> : null}
                  </span>
                  <span className="line-clamp-1 text-caption text-muted" dir="auto">
                    {c.lastMessage?.text ?? ''}
                  </span>
                  <span className="text-caption text-muted">
                    {formatDateTime(c.lastMessageAt, i18n.language)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {page?.pageInfo.nextCursor ? (
            <Button
              size="sm"
              onClick={() => {
                setPages(rows);
                setAfter(page.pageInfo.nextCursor ?? null);
              }}
            >
              {t('common.loadMore')}
            </Button>
          ) : null}
        </Card>
        {selected ? (
          <Thread id={selected} onChanged={refresh} />
        ) : (
          <Card>
            <p className="text-body-sm text-muted">{t('desk.support.pick')}</p>
          </Card>
        )}
      </div>
    </div>
  );
}
