// One message: avatar initial, masked name with its tag, level and time, and the text. The
// player's own messages sit on the end side in a gold-tinted bubble.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { ChatMessage } from '../api/chat-messages';
import { authorInitial } from '../model/chat-room';

export const ChatMessageItem = memo(function ChatMessageItem({
  message,
  time,
}: {
  message: ChatMessage;
  time: string;
}) {
  const { t } = useTranslation('chat');
  const name = message.author.name ?? t('player');
  return (
    <li
      data-testid="chat-message"
      data-mine={message.mine}
      className={cn('flex items-end gap-2', message.mine && 'flex-row-reverse')}
    >
      {message.mine ? null : (
        <span
          aria-hidden="true"
          className="mb-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-2 text-caption font-semibold text-gold"
        >
          {authorInitial(message.author.name)}
        </span>
      )}
      <div
        className={cn(
          'flex max-w-[85%] min-w-0 flex-col gap-0.5 rounded-2xl px-3 py-2',
          message.mine
            ? 'rounded-ee-md border border-gold/25 bg-gold/10'
            : 'rounded-es-md bg-surface-2',
        )}
      >
        <p className="flex min-w-0 items-baseline gap-1.5 text-caption">
          {message.mine ? (
            <span className="font-semibold text-gold">{t('you')}</span>
          ) : (
            <span className="min-w-0 truncate font-semibold text-text">
              <bdi>{name}</bdi>{' '}
              <span className="font-normal text-muted" dir="ltr">
                #{message.author.tag}
              </span>
            </span>
          )}
          <span
            className="shrink-0 rounded-md bg-bg/60 px-1 text-[11px] font-semibold text-gold/90"
            title={t('levelLabel', { level: message.author.level })}
          >
            {t('levelShort', { level: message.author.level })}
          </span>
          <time dateTime={message.createdAt} className="ms-auto shrink-0 text-muted tabular-nums">
            {time}
          </time>
        </p>
        <p dir="auto" className="text-body-sm break-words whitespace-pre-wrap text-text">
          {message.text}
        </p>
      </div>
    </li>
  );
});
