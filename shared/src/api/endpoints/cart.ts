import type { CartLine } from '../../model/types';
import { request } from '../client';

// Every cart call answers with the whole cart. A guest is identified by its
// guest id; a signed-in customer by the bearer token the client always sends.

export const getCart = (guestId?: string | null) =>
  request<CartLine[]>('customer/cart/list', { query: { guest_id: guestId ?? undefined } });

export interface AddCartItemInput {
  guestId?: string | null;
  itemId: number;
  quantity: number;
  model?: 'Item' | 'ItemCampaign';
  variation?: unknown[];
  addOnIds?: number[];
  addOnQtys?: number[];
}

export const addCartItem = (input: AddCartItemInput) =>
  request<CartLine[]>('customer/cart/add', {
    method: 'POST',
    body: {
      ...(input.guestId ? { guest_id: input.guestId } : {}),
      item_id: input.itemId,
      model: input.model ?? 'Item',
      quantity: input.quantity,
      variation: input.variation ?? [],
      add_on_ids: input.addOnIds ?? [],
      add_on_qtys: input.addOnQtys ?? [],
    },
  });

export interface UpdateCartItemInput {
  guestId?: string | null;
  cartId: number;
  quantity: number;
  variation?: unknown[];
  addOnIds?: number[];
  addOnQtys?: number[];
}

export const updateCartItem = (input: UpdateCartItemInput) =>
  request<CartLine[]>('customer/cart/update', {
    method: 'POST',
    body: {
      ...(input.guestId ? { guest_id: input.guestId } : {}),
      cart_id: input.cartId,
      quantity: input.quantity,
      ...(input.variation ? { variation: input.variation } : {}),
      ...(input.addOnIds ? { add_on_ids: input.addOnIds, add_on_qtys: input.addOnQtys ?? [] } : {}),
    },
  });

export const removeCartItem = (cartId: number, guestId?: string | null) =>
  request<CartLine[]>('customer/cart/remove-item', {
    method: 'DELETE',
    query: { cart_id: cartId, guest_id: guestId ?? undefined },
  });

export const clearCart = (guestId?: string | null) =>
  request<CartLine[]>('customer/cart/remove', { method: 'DELETE', query: { guest_id: guestId ?? undefined } });
