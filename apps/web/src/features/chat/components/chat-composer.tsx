// The message input: a character counter (1–300 after trimming, as the server counts), Enter
// sends, the server's refusals shown under the field (rate limit with the seconds to wait).
import { CHAT_MESSAGE_MAX_LENGTH, chatTextLength, normalizeChatText } from '@aurum/domain';
import { SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { ChatMessage } from '../api/chat-messages';
import { SEND_CHAT_MESSAGE_MUTATION } from '../api/send-chat-message';

export interface ChatComposerProps {
  room: string;
  onSent: (message: ChatMessage) => void;
  /** the server answered CHAT_UNAVAILABLE */
  onLocked: () => void;
}

export function ChatComposer({ room, onSent, onLocked }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, send] = useMutation(SEND_CHAT_MESSAGE_MUTATION);
  const input = useRef<HTMLInputElement>(null);
  const counterId = useId();
  const errorId = useId();

  const length = chatTextLength(normalizeChatText(draft));
  const tooLong = length > CHAT_MESSAGE_MAX_LENGTH;
  const canSend = length > 0 && !tooLong && !fetching;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (fetching) return;
    if (length === 0) {
      setError(t('errors.empty'));
      return;
    }
    if (tooLong) {
      setError(t('errors.tooLong', { max: CHAT_MESSAGE_MAX_LENGTH }));
      return;
    }
    setError(null);
    const result = await send({ room, text: draft });
    const outcome = result.data?.sendChatMessage;
    if (outcome?.__typename === 'SendChatMessageSuccess') {
      setDraft('');
      onSent(outcome.chatMessage);
      input.current?.focus();
      return;
    }
    if (outcome?.__typename === 'ChatError') {
      if (outcome.code === 'CHAT_UNAVAILABLE') {
        onLocked();
        return;
      }
      if (outcome.code === 'TRY_AGAIN_LATER') {
        setError(t('errors.rateLimited', { seconds: outcome.retryAfterSeconds ?? 2 }));
        return;
      }
      if (outcome.code === 'VALIDATION_ERROR') {
        setError(t('errors.invalid', { max: CHAT_MESSAGE_MAX_LENGTH }));
        return;
      }
    }
    setError(t('errors.notSent'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-1.5 border-t border-border bg-surface px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <div className="flex items-center gap-2">
        <label className="sr-only" htmlFor={`${counterId}-input`}>
          {t('input.label')}
        </label>
        <input
          ref={input}
          id={`${counterId}-input`}
          data-testid="chat-input"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('input.placeholder')}
          autoComplete="off"
          enterKeyHint="send"
          dir="auto"
          aria-invalid={tooLong || Boolean(error)}
          aria-describedby={`${counterId} ${error ? errorId : ''}`.trim()}
          className={cn(
            'h-12 min-w-0 flex-1 rounded-lg border bg-surface-2 px-3 text-body text-text placeholder:text-muted',
            'outline-none focus-visible:border-gold/70 focus-visible:ring-2 focus-visible:ring-gold/30',
            tooLong || error ? 'border-danger/70' : 'border-border',
          )}
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={t('send')}
          data-testid="chat-send"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gold-gradient text-on-gold transition-[filter,opacity] hover:brightness-105 disabled:opacity-40"
        >
          {fetching ? (
            <Spinner size={20} className="text-on-gold" />
          ) : (
            <SendHorizontal size={20} className="rtl:-scale-x-100" />
          )}
        </button>
      </div>
      <div className="flex min-h-4 items-start justify-between gap-3 text-caption">
        {error ? (
          <p id={errorId} role="alert" className="text-danger">
            {error}
          </p>
        ) : (
          <p className="text-muted">{t('hint')}</p>
        )}
        <span
          id={counterId}
          data-testid="chat-counter"
          className={cn('ms-auto shrink-0 tabular-nums', tooLong ? 'text-danger' : 'text-muted')}
        >
          <span aria-hidden="true" dir="ltr">
            {length}/{CHAT_MESSAGE_MAX_LENGTH}
          </span>
          <span className="sr-only">
            {t('counter', { count: length, max: CHAT_MESSAGE_MAX_LENGTH })}
          </span>
        </span>
      </div>
    </form>
  );
}
