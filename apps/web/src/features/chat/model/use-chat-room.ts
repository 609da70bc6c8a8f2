// One chat room on screen: the newest page (refetched after a reconnect by the GraphQL client),
// earlier pages loaded on demand, live additions and removals from the room's subscriptions.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useClient, useQuery, useSubscription } from 'urql';
import { CHAT_MESSAGES_QUERY, type ChatMessage } from '../api/chat-messages';
import { CHAT_MESSAGE_ADDED_SUBSCRIPTION } from '../api/chat-message-added';
import { CHAT_MESSAGE_REMOVED_SUBSCRIPTION } from '../api/chat-message-removed';
import { visibleMessages } from './chat-room';

export interface ChatRoomView {
  messages: ChatMessage[];
  /** true until the first page arrived */
  loading: boolean;
  /** the first page failed and nothing is shown */
  failed: boolean;
  hasMore: boolean;
  loadingEarlier: boolean;
  loadEarlier: () => void;
  retry: () => void;
  /** shows a message at once (the sender's own, before its live copy arrives) */
  add: (message: ChatMessage) => void;
}

export function useChatRoom(room: string, active: boolean): ChatRoomView {
  const client = useClient();
  const [latest, refetch] = useQuery({
    query: CHAT_MESSAGES_QUERY,
    variables: { room },
    pause: !active,
  });
  const [earlier, setEarlier] = useState<ChatMessage[]>([]);
  const [earlierHasMore, setEarlierHasMore] = useState<boolean | null>(null);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const loadingRef = useRef(false);

  useSubscription(
    { query: CHAT_MESSAGE_ADDED_SUBSCRIPTION, variables: { room }, pause: !active },
    (_previous, event) => {
      setLive((list) => [...list, event.chatMessageAdded]);
      return event;
    },
  );
  useSubscription(
    { query: CHAT_MESSAGE_REMOVED_SUBSCRIPTION, variables: { room }, pause: !active },
    (_previous, event) => {
      setRemoved((set) => new Set(set).add(event.chatMessageRemoved.id));
      return event;
    },
  );

  const page = latest.data?.chatMessages;
  const messages = useMemo(
    () => visibleMessages([earlier, page?.items ?? [], live], removed),
    [earlier, page, live, removed],
  );
  const oldestId = messages[0]?.id ?? null;

  const loadEarlier = useCallback(() => {
    if (loadingRef.current || !oldestId) return;
    loadingRef.current = true;
    setLoadingEarlier(true);
    void client
      .query(CHAT_MESSAGES_QUERY, { room, before: oldestId }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        const older = result.data?.chatMessages;
        if (older) {
          setEarlier((list) => [...older.items, ...list]);
          setEarlierHasMore(older.hasMore);
        }
      })
      .finally(() => {
        loadingRef.current = false;
        setLoadingEarlier(false);
      });
  }, [client, room, oldestId]);

  const add = useCallback((message: ChatMessage) => setLive((list) => [...list, message]), []);
  const retry = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);

  return {
    messages,
    loading: !page && !latest.error,
    failed: !page && Boolean(latest.error),
    hasMore: earlierHasMore ?? page?.hasMore ?? false,
    loadingEarlier,
    loadEarlier,
    retry,
    add,
  };
}
