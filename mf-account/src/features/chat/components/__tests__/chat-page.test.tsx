import { API, createTestServer, recordEvents, renderWithProviders } from '@storefront/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import AccountRoutes from '../../../../exposes/routes';

jest.setTimeout(90_000);

const server = createTestServer();

const marcus = { id: 1, f_name: 'Marcus Reed', image_full_url: 'http://api.test/storage/delivery-man/1.svg' };
const message = (id: number, sender_type: string, text: string) => ({
  id,
  conversation_id: 7,
  sender_type,
  message: text,
  file_full_url: [],
  is_seen: 1,
  created_at: '2026-11-24T10:00:00Z',
});
const conversation = (unread: number, last: ReturnType<typeof message>) => ({
  id: 7,
  receiver_type: 'delivery_man',
  receiver_id: 1,
  unread_message_count: unread,
  last_message_time: '2026-11-24T10:00:00Z',
  receiver: marcus,
  last_message: last,
});

test('a visitor is told to sign in and sent to the sign-in page', async () => {
  const toasts = recordEvents('toast');
  const { path } = renderWithProviders(<AccountRoutes />, {
    route: '/chatting?type=delivery_man&id=1',
    mountAt: '/*',
    session: { guestId: 'g' },
  });
  await waitFor(() => expect(path()).toMatch(/^\/auth\/sign-in/), { timeout: 20_000 });
  expect(toasts).toContainEqual(expect.objectContaining({ level: 'error', message: 'Please sign in to chat.' }));
});

test('the inbox lists conversations with unread counts; opening one shows its messages; sending adds the message', async () => {
  const sent: FormData[] = [];
  let messages = [message(2, 'delivery_man', 'On my way!'), message(1, 'customer', 'Where are you?')];
  server.use(
    http.get(`${API}/customer/message/list`, () =>
      HttpResponse.json({ total_size: 1, limit: 25, offset: 1, conversations: [conversation(2, messages[0]!)] }),
    ),
    http.get(`${API}/customer/message/details`, () =>
      HttpResponse.json({ total_size: messages.length, limit: 100, offset: 1, messages, conversation: conversation(0, messages[0]!) }),
    ),
    http.post(`${API}/customer/message/send`, async ({ request }) => {
      const form = await request.formData();
      sent.push(form);
      messages = [message(3, 'customer', String(form.get('message'))), ...messages];
      return HttpResponse.json({
        total_size: 1,
        limit: 1,
        offset: 1,
        messages: [messages[0]],
        conversation: conversation(0, messages[0]!),
      });
    }),
  );
  const { user } = renderWithProviders(<AccountRoutes />, {
    route: '/profile?page=inbox',
    mountAt: '/*',
    session: { token: 'customer-token' },
  });

  const list = await screen.findByRole('list', { name: 'Conversations' }, { timeout: 20_000 });
  // the search's button is named by a translated text, not by its icon's "search"
  expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'search' })).toBeNull();
  const row = await within(list).findByRole('button', { name: /Marcus Reed/ });
  expect(within(row).getByText('On my way!')).toBeInTheDocument();
  expect(within(row).getByText('2')).toBeInTheDocument();

  await user.click(row);
  const log = await screen.findByRole('log', { name: 'Messages' });
  expect(await within(log).findByText('Where are you?')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Message'), 'Thanks, see you soon');
  await user.click(screen.getByRole('button', { name: 'Send' }));

  expect(await within(log).findByText('Thanks, see you soon')).toBeInTheDocument();
  expect(sent[0]!.get('conversation_id')).toBe('7');
  expect(screen.getByLabelText('Message')).toHaveValue('');
});
