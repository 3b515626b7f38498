import type { AddFund, LoyaltyTransactionPage, WalletBonus, WalletTransactionPage } from '@storefront/contract';
import { request, tokenAtom, type ApiError } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';

/** Transactions per page of the wallet and loyalty histories. */
export const TRANSACTION_PAGE_SIZE = 10;

export type TransactionPath = 'customer/wallet/transactions' | 'customer/loyalty-point/transactions';
export type TransactionPage = WalletTransactionPage | LoyaltyTransactionPage;
export type Transaction = TransactionPage['data'][number] & { admin_bonus?: number };

/**
 * A transaction history, newest first, ten more at a time: `loadMore` adds the next page while
 * there is one. Keyed by the token (another customer starts from page one); `refresh` reloads it.
 */
export function useTransactions(path: TransactionPath) {
  const token = useAtomValue(tokenAtom);
  const [shown, setShown] = useState<{ owner: string | null; pages: number }>({ owner: token, pages: 1 });
  const pages = shown.owner === token ? shown.pages : 1;
  const { data, error, isLoading, isValidating, mutate } = useSWR<TransactionPage[], ApiError>(
    token ? ([path, token, pages] as const) : null,
    () =>
      Promise.all(
        Array.from({ length: pages }, (_, index) =>
          request<TransactionPage>(path, { query: { limit: TRANSACTION_PAGE_SIZE, offset: index + 1 } }),
        ),
      ),
    { keepPreviousData: true },
  );
  const transactions = useMemo(() => (data ?? []).flatMap((page) => page.data as Transaction[]), [data]);
  const total = data?.[0]?.total_size ?? null;
  const hasMore = total !== null && (data?.length ?? 0) * TRANSACTION_PAGE_SIZE < total;
  const loaded = data?.length ?? pages;
  const loadMore = useCallback(() => setShown({ owner: token, pages: loaded + 1 }), [token, loaded]);
  const refresh = useCallback(() => mutate(), [mutate]);
  return { transactions, total, loading: isLoading || isValidating, error: error ?? null, hasMore, loadMore, refresh };
}

export function useWalletBonuses() {
  const token = useAtomValue(tokenAtom);
  return useSWR<WalletBonus[], ApiError>(token ? ['customer/wallet/bonuses', token] : null, () =>
    request<WalletBonus[]>('customer/wallet/bonuses'),
  );
}

/** POST customer/wallet/add-fund: the payment page's address; it sends the browser back to `callback` with flag. */
export const addFund = (amount: number, callback: string) =>
  request<AddFund>('customer/wallet/add-fund', {
    method: 'POST',
    body: { amount, payment_method: 'digital_payment', payment_platform: 'web', callback },
  });

/** What add-fund answers (English texts of the API). */
export const WALLET_SERVER_MESSAGES = ['Adding funds to the wallet is not available.', 'The amount must be more than 0.'] as const;
