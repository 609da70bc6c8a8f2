// The players' chat (spec §6: writing needs level 10), shown in the shell's right drawer and
// loaded only when opened. Guests are asked to sign in; below level 10 — or when the server
// answers CHAT_UNAVAILABLE — the input gives way to "reach level 10" with a link to /vip.
import { CHAT_MIN_LEVEL, CHAT_ROOMS, isChatRoom, type ChatRoom } from '@aurum/domain';
import { Lock, MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { buildSignInRedirect } from '@/lib/auth-redirect';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useChatRoom } from '../model/use-chat-room';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';

export interface ChatPanelProps {
  /** whether the drawer shows the chat: subscriptions pause while it does not */
  open: boolean;
}

function RoomPicker({ room, onChange }: { room: ChatRoom; onChange: (room: ChatRoom) => void }) {
  const { t } = useTranslation(['chat', 'common']);
  return (
    <div
      role="group"
      aria-label={t('rooms')}
      className="flex shrink-0 items-center gap-1 overflow-x-auto border-b border-border px-3 py-2"
    >
      {CHAT_ROOMS.map((code) => (
        <button
          key={code}
          type="button"
          onClick={() => onChange(code)}
          aria-pressed={room === code}
          aria-label={t('roomName', { language: t(`common:languages.${code}`) })}
          className={cn(
            'h-8 min-w-10 rounded-lg px-2 text-caption font-semibold uppercase transition-colors',
            room === code
              ? 'bg-gold/15 text-gold ring-1 ring-gold/40'
              : 'text-muted hover:bg-surface-2 hover:text-text',
          )}
        >
          {code}
        </button>
      ))}
    </div>
  );
}

function LockedNotice() {
  const { t } = useTranslation(['chat', 'errors']);
  return (
    <div
      role="status"
      data-testid="chat-unavailable"
      className="flex items-start gap-3 border-t border-border bg-surface px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-warning/15 text-warning">
        <Lock size={18} />
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-body-sm font-semibold">{t('errors:CHAT_UNAVAILABLE.title')}</p>
        <p className="text-body-sm text-muted">{t('errors:CHAT_UNAVAILABLE.text')}</p>
        <Link
          to="/vip"
          className="mt-1 self-start text-body-sm font-semibold text-gold underline-offset-4 hover:underline"
        >
          {t('vipLink')}
        </Link>
      </div>
    </div>
  );
}

function GuestPrompt() {
  const { t } = useTranslation('chat');
  const location = useLocation();
  return (
    <div
      data-testid="chat-guest"
      className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-10 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-surface-2 text-gold">
        <MessagesSquare size={26} />
      </span>
      <p className="text-body font-semibold">{t('guest.title')}</p>
      <p className="text-body-sm text-muted">{t('guest.text')}</p>
      <div className="mt-2 flex w-full max-w-64 flex-col gap-2">
        <ButtonLink to={buildSignInRedirect(location.pathname, location.search)} block>
          {t('guest.signIn')}
        </ButtonLink>
        <ButtonLink to="/sign-up" variant="secondary" block>
          {t('guest.signUp')}
        </ButtonLink>
      </div>
    </div>
  );
}

function Room({ room, open }: { room: ChatRoom; open: boolean }) {
  const session = useSession();
  const level = session.user?.level ?? 0;
  const view = useChatRoom(room, open);
  // the level at which the server last said CHAT_UNAVAILABLE: locked until the level changes
  const [refusedAt, setRefusedAt] = useState<number | null>(null);
  const locked = level < CHAT_MIN_LEVEL || refusedAt === level;
  const { refresh } = session;
  const lockedRef = useRef(locked);
  lockedRef.current = locked;

  // A level reached since the session was read unlocks the input when the chat is opened.
  useEffect(() => {
    if (open && lockedRef.current) refresh();
  }, [open, refresh]);

  return (
    <>
      <ChatMessageList view={view} />
      {locked ? (
        <LockedNotice />
      ) : (
        <ChatComposer
          room={room}
          onSent={view.add}
          onLocked={() => {
            setRefusedAt(level);
            refresh();
          }}
        />
      )}
    </>
  );
}

export default function ChatPanel({ open }: ChatPanelProps) {
  const session = useSession();
  const [room, setRoom] = useState<ChatRoom>(() => {
    const language = currentLanguage();
    return isChatRoom(language) ? language : 'en';
  });

  if (session.status === 'loading') {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (session.status !== 'user') return <GuestPrompt />;
  return (
    <div data-testid="chat-panel" className="flex min-h-0 flex-1 flex-col">
      <RoomPicker room={room} onChange={setRoom} />
      <Room key={room} room={room} open={open} />
    </div>
  );
}
