/**
 * Chat (issue 16 item 6): the demo customer writes to the delivery man of the seeded active
 * order (100001, Marcus Reed) and the API's simulated courier answers; away from the chat the
 * answer is a 'You have a new message' toast (pushed); a visitor is refused.
 */
import { expect, test } from '@playwright/test';
import { API_URL } from '../support/servers';
import { locatedSession, loginDemoCustomer, recordPageErrors, shot, signedIn, useSession } from './fixtures';

test('chat with the delivery man of my order: the message is sent and he answers', async ({ page, request }) => {
  const errors = recordPageErrors(page);
  await useSession(page, await locatedSession(request));
  await signedIn(page, await loginDemoCustomer(request));

  await page.goto('/chatting?type=delivery_man&id=1&chatFrom=order');
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log).toBeVisible();
  const text = `Are you close? ${Date.now()}`;
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText(text)).toBeVisible();

  // the answer arrives by push (or the 10 s poll) without a reload
  await expect(log.getByText(/On my way!|I will be there in a few minutes\.|Got it, thank you!|I am at the door\./).last()).toBeVisible({
    timeout: 15_000,
  });
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('button', { name: /Marcus Reed/ })).toBeVisible();
  await shot(page, 'chat');
  expect(errors).toEqual([]);
});

test('away from the chat, the courier’s answer arrives as a pushed "You have a new message" toast', async ({ page, request }) => {
  const errors = recordPageErrors(page);
  const token = await loginDemoCustomer(request);
  await useSession(page, await locatedSession(request));
  await signedIn(page, token);

  // the tab's push stream opens shortly after load; the answer must come through it, not a reload
  const stream = page.waitForRequest(/\/customer\/notifications\/stream/, { timeout: 30_000 });
  await page.goto('/home');
  await stream;
  const sent = await request.post(`${API_URL}/api/v1/customer/message/send`, {
    headers: { authorization: `Bearer ${token}` },
    data: { receiver_type: 'delivery_man', receiver_id: 1, message: `Where are you? ${Date.now()}` },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  await expect(page.getByText('You have a new message')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/home/);
  expect(errors).toEqual([]);
});

test('a visitor opening the chat gets an error toast and the sign-in page', async ({ page, request }) => {
  await useSession(page, await locatedSession(request));
  await page.goto('/profile?page=inbox');
  await expect(page.getByText('Please sign in to chat.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
});
