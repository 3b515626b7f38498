import { screen } from '@testing-library/react';

/**
 * The open dialog showing `title`. antd gives every dialog title the id
 * "test-id" under Jest, so with two dialogs open their accessible names
 * collide; this finds the dialog by what it shows instead.
 */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  const [text] = await screen.findAllByText(title);
  const dialog = text.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`"${title}" is not in a dialog`);
  return dialog;
}
