// Pure state of a chat room on screen: pages, live messages and removals merged by id, oldest
// first. Ids grow with time on the server, so they order the room.
import type { ChatMessage } from '../api/chat-messages';

/** At most this many messages are kept on screen; older ones come back with "load earlier". */
export const MAX_MESSAGES_ON_SCREEN = 500;

function byId(a: ChatMessage, b: ChatMessage): number {
  const x = BigInt(a.id);
  const y = BigInt(b.id);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Every message of `lists` once (the last copy of an id wins), ordered oldest first. */
export function mergeMessages(...lists: ReadonlyArray<readonly ChatMessage[]>): ChatMessage[] {
  const seen = new Map<string, ChatMessage>();
  for (const list of lists) for (const message of list) seen.set(message.id, message);
  return [...seen.values()].sort(byId);
}

/** The messages to show: merged, without removed ones, capped to the newest MAX. */
export function visibleMessages(
  lists: ReadonlyArray<readonly ChatMessage[]>,
  removed: ReadonlySet<string>,
): ChatMessage[] {
  const merged = mergeMessages(...lists).filter((message) => !removed.has(message.id));
  return merged.length > MAX_MESSAGES_ON_SCREEN
    ? merged.slice(merged.length - MAX_MESSAGES_ON_SCREEN)
    : merged;
}

/** Whether the list is scrolled to (or within `slack` px of) its bottom. */
export function isNearBottom(
  element: { scrollHeight: number; scrollTop: number; clientHeight: number },
  slack = 80,
): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= slack;
}

/** The initial shown for an author: the first letter of the masked name, else "#". */
export function authorInitial(name: string | null): string {
  const first = name ? [...name][0] : undefined;
  return first && first !== '*' ? first.toLocaleUpperCase() : '#';
}
