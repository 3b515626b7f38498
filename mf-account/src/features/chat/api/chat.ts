import { request, tokenAtom, useBusEvent } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import useSWR, { useSWRConfig } from 'swr';

export type ReceiverType = 'delivery_man' | 'vendor';

export interface ChatMessage {
  id: number;
  conversation_id: number;
  sender_type: 'customer' | ReceiverType | 'admin';
  message: string;
  file_full_url: string[];
  is_seen: number;
  created_at: string;
}

export interface Conversation {
  id: number;
  receiver_type: ReceiverType;
  receiver_id: number | null;
  unread_message_count: number;
  last_message_time: string;
  receiver: { id: number | null; f_name: string; image_full_url: string };
  last_message: ChatMessage | null;
}

interface ConversationPage {
  total_size: number;
  conversations: Conversation[];
}

interface MessagePage {
  total_size: number;
  messages: ChatMessage[];
  conversation: Conversation | null;
}

/** Who the open chat is with: a conversation, or a receiver to start one with (/chatting?type&id). */
export type ChatTarget = { conversationId: number } | { type: ReceiverType; id: number };

/** Refreshed when push says a message arrived, and every 10 s when push is unavailable. */
const POLL_MS = 10_000;

export function useConversations(search: string) {
  const token = useAtomValue(tokenAtom);
  const term = search.trim();
  const swr = useSWR(
    token ? ['customer/message/list', token, term] : null,
    () =>
      term
        ? request<ConversationPage>('customer/message/search-list', { query: { name: term } })
        : request<ConversationPage>('customer/message/list'),
    { refreshInterval: POLL_MS },
  );
  useBusEvent('push/message', () => void swr.mutate());
  return swr;
}

export function useMessages(target: ChatTarget | null) {
  const token = useAtomValue(tokenAtom);
  const query = !target
    ? null
    : 'conversationId' in target
      ? { conversation_id: target.conversationId }
      : { receiver_type: target.type, receiver_id: target.id };
  const { mutate } = useSWRConfig();
  const swr = useSWR(
    token && query ? ['customer/message/details', token, JSON.stringify(query)] : null,
    () => request<MessagePage>('customer/message/details', { query: { ...query, limit: 100 } }),
    {
      refreshInterval: POLL_MS,
      // reading marks the conversation read: the list's unread count follows
      onSuccess: () => void mutate((key) => Array.isArray(key) && key[0] === 'customer/message/list'),
    },
  );
  useBusEvent('push/message', () => void swr.mutate());
  return swr;
}

/** Sends text and images (multipart, `image[]`) to the conversation or the receiver. */
export function sendMessage(target: ChatTarget, text: string, images: File[]): Promise<MessagePage> {
  const form = new FormData();
  form.set('message', text);
  if ('conversationId' in target) form.set('conversation_id', String(target.conversationId));
  else {
    form.set('receiver_type', target.type);
    form.set('receiver_id', String(target.id));
  }
  for (const image of images) form.append('image[]', image);
  return request<MessagePage>('customer/message/send', { method: 'POST', body: form });
}

/** The chat the page opens from its query (spec: shopping-core §2 /chatting?conversationId&type&chatFrom; /profile?page=inbox&type&id). */
export function targetFromQuery(params: URLSearchParams): ChatTarget | null {
  const conversationId = Number(params.get('conversationId'));
  if (Number.isInteger(conversationId) && conversationId > 0) return { conversationId };
  const type = params.get('type');
  const id = Number(params.get('id'));
  if ((type === 'delivery_man' || type === 'vendor') && Number.isInteger(id) && id > 0) return { type, id };
  return null;
}
