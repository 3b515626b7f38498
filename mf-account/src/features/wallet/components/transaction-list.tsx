import { Button, Flex } from 'antd';
import { useT } from '../../../i18n';
import type { useTransactions } from '../api/wallet';
import { Typography, Skeleton } from '@storefront/platform';
import { Alert, Empty } from 'antd-on-intent';

/** The English label of each transaction_type (the server's words). */
export const TRANSACTION_TYPES: Record<string, string> = {
  add_fund: 'Added fund',
  order_place: 'Order payment',
  loyalty_point: 'Converted from loyalty points',
  point_to_wallet: 'Converted to wallet',
  cashback: 'Cashback',
  refund: 'Refund',
  referrer: 'Referral earning',
};

interface Props {
  title: string;
  history: ReturnType<typeof useTransactions>;
  /** How an amount reads: money in the wallet, points in the loyalty history. */
  format: (amount: number) => string;
  /** A loyalty credit from an order is a reward, not a payment. */
  labelOf?: (type: string, credit: boolean) => string | undefined;
}

/** A wallet or loyalty history: each line's kind, date and signed amount, ten more with 'Load more'. */
export function TransactionList({ title, history, format, labelOf }: Props) {
  const t = useT();
  const { transactions, total, loading, error, hasMore, loadMore } = history;
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {error && <Alert type="error" showIcon title={error.message} />}
      {total === null && loading ? (
        <Skeleton active />
      ) : transactions.length === 0 ? (
        <Empty description={t('No transactions yet')} />
      ) : (
        <ul aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {transactions.map((entry) => {
            const credit = entry.credit > 0;
            const label = labelOf?.(entry.transaction_type, credit) ?? TRANSACTION_TYPES[entry.transaction_type] ?? entry.transaction_type;
            const bonus = entry.admin_bonus ?? 0;
            return (
              <li
                key={entry.id}
                style={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 12,
                  padding: '10px 0',
                  borderBottom: '1px solid rgba(128,128,128,.2)',
                }}
              >
                <Flex vertical>
                  <Typography.Text strong>{t(label)}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {new Date(entry.created_at).toLocaleString()}
                    {bonus > 0 ? ` · ${t('Bonus {amount}', { amount: format(bonus) })}` : ''}
                  </Typography.Text>
                </Flex>
                <Typography.Text type={credit ? 'success' : 'danger'} strong>
                  {credit ? `+${format(entry.credit + bonus)}` : `-${format(entry.debit)}`}
                </Typography.Text>
              </li>
            );
          })}
        </ul>
      )}
      {hasMore && (
        <Button onClick={loadMore} loading={loading} style={{ alignSelf: 'center' }}>
          {t('Load more')}
        </Button>
      )}
    </Flex>
  );
}
