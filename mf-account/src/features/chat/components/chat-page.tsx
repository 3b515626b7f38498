import { routes } from '@storefront/contract';
import { isSignedInAtom, toast, type ApiError, Typography } from '@storefront/platform';
import { PictureOutlined, SearchOutlined, SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Avatar, Badge, Card, Empty, Input, Spin } from 'antd-on-intent';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { t as translate, useT } from '../../../i18n';
import { chatServerMessage } from '../utils/server-messages';
import { sendMessage, targetFromQuery, useConversations, useMessages, type ChatTarget, type Conversation } from '../api/chat';

const MAX_IMAGES = 3;

function ConversationList({ active, onOpen }: { active: ChatTarget | null; onOpen: (conversation: Conversation) => void }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const { data, isLoading } = useConversations(search);
  const activeId = active && 'conversationId' in active ? active.conversationId : null;
  return (
    <Card size="small" title={t('Conversations')} style={{ height: '100%' }}>
      <Input.Search
        placeholder={t('Search')}
        aria-label={t('Search conversations')}
        // the button's name in the visitor's language, not the icon's English "search"
        enterButton={<Button aria-label={t('Search')} icon={<SearchOutlined aria-hidden />} />}
        allowClear
        onSearch={setSearch}
        onChange={(e) => !e.target.value && setSearch('')}
      />
      {isLoading ? <Spin style={{ display: 'block', margin: 24 }} /> : null}
      {data && data.conversations.length === 0 ? <Empty description={t('No conversations yet')} /> : null}
      <ul aria-label={t('Conversations')} style={{ listStyle: 'none', margin: '12px 0 0', padding: 0, display: 'grid', gap: 4 }}>
        {(data?.conversations ?? []).map((conversation) => (
          <li key={conversation.id}>
            <button
              type="button"
              onClick={() => onOpen(conversation)}
              aria-current={conversation.id === activeId ? 'true' : undefined}
              style={{
                display: 'flex',
                gap: 8,
                alignItems: 'center',
                width: '100%',
                padding: 8,
                border: 0,
                borderRadius: 8,
                cursor: 'pointer',
                textAlign: 'start',
                background: conversation.id === activeId ? 'rgba(22, 119, 255, 0.08)' : 'transparent',
                color: 'inherit',
              }}
            >
              <Avatar src={conversation.receiver.image_full_url} alt="" />
              <span style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong style={{ display: 'block' }}>
                  {conversation.receiver.f_name}
                </Typography.Text>
                <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
                  {conversation.last_message?.message || (conversation.last_message ? t('Image') : '')}
                </Typography.Text>
              </span>
              {conversation.unread_message_count > 0 ? (
                <Badge
                  count={conversation.unread_message_count}
                  aria-label={t('{count} unread', { count: conversation.unread_message_count })}
                />
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function MessagePane({ target }: { target: ChatTarget }) {
  const t = useT();
  const { data, mutate } = useMessages(target);
  const [text, setText] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);
  const messages = [...(data?.messages ?? [])].reverse();
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const send = async () => {
    if (sending || (!text.trim() && images.length === 0)) return;
    setSending(true);
    try {
      await sendMessage(data?.conversation ? { conversationId: data.conversation.id } : target, text.trim(), images);
      setText('');
      setImages([]);
      await mutate();
    } catch (error) {
      toast('error', chatServerMessage((error as ApiError).message, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card size="small" title={data?.conversation?.receiver.f_name ?? t('Chat')} style={{ height: '100%' }}>
      <div
        role="log"
        aria-label={t('Messages')}
        style={{ display: 'grid', alignContent: 'start', gap: 8, maxHeight: '55vh', minHeight: 240, overflowY: 'auto', padding: 4 }}
      >
        {data && messages.length === 0 ? <Typography.Text type="secondary">{t('Say hello!')}</Typography.Text> : null}
        {messages.map((message) => {
          const mine = message.sender_type === 'customer';
          return (
            <div
              key={message.id}
              style={{
                justifySelf: mine ? 'end' : 'start',
                maxWidth: '80%',
                padding: '6px 10px',
                borderRadius: 12,
                background: mine ? '#1677ff' : 'rgba(127, 127, 127, 0.15)',
                color: mine ? '#fff' : 'inherit',
              }}
            >
              {message.message ? <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</div> : null}
              {message.file_full_url.map((url) => (
                <img key={url} src={url} alt={t('Image')} style={{ display: 'block', maxWidth: 200, borderRadius: 8, marginTop: 4 }} />
              ))}
              <time dateTime={message.created_at} style={{ fontSize: 11, opacity: 0.7 }}>
                {new Date(message.created_at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
              </time>
            </div>
          );
        })}
        <div ref={bottom} />
      </div>
      <form
        aria-label={t('Send a message')}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        style={{ display: 'flex', gap: 8, marginTop: 12, alignItems: 'center' }}
      >
        <label style={{ cursor: 'pointer' }} aria-label={t('Attach images')}>
          <PictureOutlined style={{ fontSize: 20 }} aria-hidden />
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            multiple
            hidden
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              if (chosen.length > MAX_IMAGES) toast('error', t('You can send up to 3 images at a time.'));
              setImages(chosen.slice(0, MAX_IMAGES));
            }}
          />
        </label>
        {images.length > 0 ? <Typography.Text type="secondary">{t('{count} images', { count: images.length })}</Typography.Text> : null}
        <Input
          aria-label={t('Message')}
          placeholder={t('Write a message')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={1000}
        />
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending} aria-label={t('Send')} />
      </form>
    </Card>
  );
}

/**
 * The chat (/chatting?conversationId&type&chatFrom and /profile?page=inbox): the conversations
 * with search and unread counts beside the open one. Signed-in customers only: a visitor gets an
 * error toast and the sign-in page.
 */
export function ChatPage() {
  const t = useT();
  const isSignedIn = useAtomValue(isSignedInAtom);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [target, setTarget] = useState<ChatTarget | null>(() => targetFromQuery(params));
  useEffect(() => {
    if (!isSignedIn) {
      toast('error', translate('Please sign in to chat.'));
      void navigate(routes.signIn({ from: `${window.location.pathname}${window.location.search}` }), { replace: true });
    }
    // on opening only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!isSignedIn) return null;
  return (
    <section aria-label={t('Chat')} style={{ maxWidth: 1140, margin: '0 auto', padding: 16, display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <div style={{ flex: '1 1 280px', minWidth: 0 }}>
        <ConversationList active={target} onOpen={(conversation) => setTarget({ conversationId: conversation.id })} />
      </div>
      <div style={{ flex: '2 1 360px', minWidth: 0 }}>
        {target ? (
          <MessagePane target={target} />
        ) : (
          <Card>
            <Empty description={t('Choose a conversation')} />
          </Card>
        )}
      </div>
    </section>
  );
}
