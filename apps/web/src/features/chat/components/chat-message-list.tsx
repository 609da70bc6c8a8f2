// The room's messages: skeleton while the first page loads, an empty state, "load earlier" at the
// top (keeping the reading position), and autoscroll to new messages while the reader is at the
// bottom; otherwise a "new messages" button appears.
import { ArrowDown, MessagesSquare } from 'lucide-react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isNearBottom } from '../model/chat-room';
import type { ChatRoomView } from '../model/use-chat-room';
import { ChatMessageItem } from './chat-message-item';

function ChatSkeleton() {
  const { t } = useTranslation('chat');
  return (
    <ul aria-label={t('loading')} aria-busy="true" className="flex flex-col gap-3 p-3">
      {[60, 80, 45, 70, 55].map((width, index) => (
        <li key={index} className={index % 3 === 2 ? 'flex justify-end' : 'flex items-end gap-2'}>
          {index % 3 === 2 ? null : <Skeleton className="size-8 shrink-0 rounded-full" />}
          <Skeleton className="h-14 rounded-2xl" style={{ width: `${width}%` }} />
        </li>
      ))}
    </ul>
  );
}

export function ChatMessageList({ view }: { view: ChatRoomView }) {
  const { t, i18n } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ first: string | null; last: string | null; height: number }>({
    first: null,
    last: null,
    height: 0,
  });
  const [unseen, setUnseen] = useState(false);
  const { messages } = view;

  const timeFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        hour: '2-digit',
        minute: '2-digit',
        numberingSystem: 'latn',
      }),
    [i18n.language],
  );

  const scrollToBottom = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  }, []);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const first = messages[0]?.id ?? null;
    const last = messages.at(-1)?.id ?? null;
    const before = previous.current;
    if (before.last === null && last !== null) {
      scrollToBottom();
    } else if (last !== before.last && last !== null) {
      if (atBottom.current || messages.at(-1)?.mine) scrollToBottom();
      else setUnseen(true);
    } else if (first !== before.first && before.first !== null) {
      // earlier messages were put on top: keep what the reader was looking at in place
      element.scrollTop += element.scrollHeight - before.height;
    }
    previous.current = { first, last, height: element.scrollHeight };
  }, [messages, scrollToBottom]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = isNearBottom(element);
    if (atBottom.current) setUnseen(false);
    previous.current.height = element.scrollHeight;
  };

  if (view.loading) return <ChatSkeleton />;
  if (view.failed) {
    return (
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-6">
        <p className="text-center text-body-sm text-muted">{t('loadError')}</p>
        <Button variant="secondary" size="sm" onClick={view.retry}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        onScroll={onScroll}
        data-testid="chat-messages"
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-3"
      >
        {view.hasMore && messages.length > 0 ? (
          <div className="mb-3 flex justify-center">
            <Button
              variant="ghost"
              size="sm"
              loading={view.loadingEarlier}
              onClick={view.loadEarlier}
              className="text-muted"
            >
              {t('loadEarlier')}
            </Button>
          </div>
        ) : null}
        {messages.length === 0 ? (
          <div
            data-testid="chat-empty"
            className="flex h-full flex-col items-center justify-center gap-3 px-6 py-10 text-center"
          >
            <span className="flex size-14 items-center justify-center rounded-full bg-surface-2 text-gold">
              <MessagesSquare size={26} />
            </span>
            <p className="text-body font-semibold">{t('empty.title')}</p>
            <p className="text-body-sm text-muted">{t('empty.text')}</p>
          </div>
        ) : (
          <ol aria-live="polite" aria-label={t('messages')} className="flex flex-col gap-2.5">
            {messages.map((message) => (
              <ChatMessageItem
                key={message.id}
                message={message}
                time={timeFormat.format(new Date(message.createdAt))}
              />
            ))}
          </ol>
        )}
      </div>
      {unseen ? (
        <button
          type="button"
          onClick={scrollToBottom}
          className="absolute bottom-3 left-1/2 flex h-9 -translate-x-1/2 items-center gap-1.5 rounded-full bg-gold-gradient px-3 text-caption font-semibold text-on-gold shadow-lg"
        >
          <ArrowDown size={16} />
          {t('newMessages')}
        </button>
      ) : null}
    </div>
  );
}
