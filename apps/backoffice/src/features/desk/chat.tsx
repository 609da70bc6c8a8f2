// Chat moderation (issue 15): the players' recent chat messages by room (removed ones included,
// with who removed them and why) and removal with a reason. The chat has no mutes.
import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { DataTable } from '@/components/data-table';
import { ReasonDialog } from '@/components/reason-dialog';
import { Alert, Badge, Button, Field, PageHeader, Select } from '@/components/ui';
import type { ChatModerationMessagesQuery } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/money';
import { useKeysetPager } from '@/lib/keyset';
import { useSession } from '@/lib/session';
import { CHAT_MODERATION, DELETE_CHAT_MESSAGE } from './api';

type Row = ChatModerationMessagesQuery['chatModerationMessages']['nodes'][number];
const ROOMS = ['en', 'ru', 'az', 'kk', 'tr', 'ar'];

export default function ChatModeration() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [room, setRoom] = useState<string>('');
  const pager = useKeysetPager<Row>();
  const [target, setTarget] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, refetch] = useQuery({
    query: CHAT_MODERATION,
    variables: { room: room || null, after: pager.after },
  });
  const [removing, remove] = useMutation(DELETE_CHAT_MESSAGE);
  const { rows, more } = pager.view(result.data?.chatModerationMessages, result.fetching);
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      {
        header: t('desk.chat.col.message'),
        cell: ({ row }) => (
          <div>
            <p dir="auto" className={row.original.deletedAt ? 'text-muted line-through' : ''}>
              {row.original.text}
            </p>
            <p className="text-caption text-muted">
              {row.original.room} · {row.original.authorName ?? '—'} ·{' '}
              {row.original.player?.email ?? ''}
            </p>
          </div>
        ),
      },
      {
        header: t('desk.chat.col.at'),
        cell: ({ row }) => (
          <span className="text-caption">
            {formatDateTime(row.original.createdAt, i18n.language)}
          </span>
        ),
      },
      {
        header: t('desk.chat.col.state'),
        cell: ({ row }) =>
          row.original.deletedAt ? (
            <div>
              <Badge tone="danger">{t('desk.chat.removed')}</Badge>
              <p className="text-caption text-muted">{row.original.deleteReason}</p>
            </div>
          ) : session.can('CHAT_MODERATE') ? (
            <Button size="sm" variant="danger" onClick={() => setTarget(row.original)}>
              {t('desk.chat.remove')}
            </Button>
          ) : null,
      },
    ],
    [t, i18n.language, session],
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('desk.chat.title')} />
      <p className="text-body-sm text-muted">{t('desk.chat.noMutes')}</p>
      <div className="max-w-xs">
        <Field id="chat-room" label={t('desk.chat.room')}>
          <Select
            id="chat-room"
            value={room}
            onChange={(e) => {
              setRoom(e.target.value);
              pager.reset();
            }}
          >
            <option value="">{t('common.all')}</option>
            {ROOMS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {result.error ? <Alert tone="danger">{errorMessage(t, result.error)}</Alert> : null}
      <DataTable
        data={rows}
        columns={columns}
        label={t('desk.chat.title')}
        empty={result.fetching ? t('common.loading') : t('common.none')}
        rowKey={(r) => r.id}
        {...more}
      />
      <ReasonDialog
        open={target !== null}
        onOpenChange={(o) => {
          setError(null);
          if (!o) setTarget(null);
        }}
        title={t('desk.chat.removeTitle')}
        description={target?.text}
        confirmLabel={t('desk.chat.remove')}
        tone="danger"
        busy={removing.fetching}
        error={error}
        onConfirm={(reason) =>
          void remove({ id: target!.id, reason }).then((r) => {
            if (r.error) setError(errorMessage(t, r.error));
            else {
              setTarget(null);
              pager.reset();
              refetch({ requestPolicy: 'network-only' });
            }
          })
        }
      />
    </div>
  );
}
