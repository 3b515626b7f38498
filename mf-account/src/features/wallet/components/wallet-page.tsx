import { WalletOutlined } from '@ant-design/icons';
import { routes } from '@storefront/contract';
import { ApiError, toast, usePriceFormatter, Typography } from '@storefront/platform';
import { Button, Flex } from 'antd';
import { Alert, Card, Input, Tag } from 'antd-on-intent';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n';
import { useCustomerInfo } from '../../profile/api/get-customer-info';
import { serverMessages } from '../../profile/utils/server-messages';
import { addFund, useTransactions, useWalletBonuses, WALLET_SERVER_MESSAGES } from '../api/wallet';
import { openPaymentPage } from '../utils/payment-page';
import { TransactionList } from './transaction-list';

/** The largest single top-up the server takes. */
export const MAX_ADD_FUND = 100000;
const walletMessage = serverMessages(WALLET_SERVER_MESSAGES);

/** What the payment page's return says (flag), as the toast shown back here. */
const FLAG_MESSAGES: Record<string, ['success' | 'error' | 'info', string]> = {
  success: ['success', 'Fund added successfully.'],
  fail: ['error', 'Payment failed. No money was added.'],
  cancel: ['info', 'Payment canceled.'],
};

/** `/wallet`: the balance, adding money through the payment page, the running bonuses and the history. */
export function WalletPage() {
  const t = useT();
  const price = usePriceFormatter();
  const { data: customer, mutate } = useCustomerInfo();
  const history = useTransactions('customer/wallet/transactions');
  const [params, setParams] = useSearchParams();
  const flag = params.get('flag');

  useEffect(() => {
    const message = flag ? FLAG_MESSAGES[flag] : undefined;
    if (!flag) return;
    if (message) toast(message[0], t(message[1]));
    void mutate();
    void history.refresh();
    setParams(
      (current) => {
        current.delete('flag');
        return current;
      },
      { replace: true },
    );
    // once per return from the payment page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flag]);

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Flex align="center" gap={12}>
            <WalletOutlined aria-hidden style={{ fontSize: 32, color: '#039D55' }} />
            <div>
              <Typography.Text type="secondary">{t('Wallet balance')}</Typography.Text>
              <Typography.Title level={2} style={{ margin: 0 }} aria-live="polite" data-testid="wallet-balance">
                {price(customer?.wallet_balance ?? 0)}
              </Typography.Title>
            </div>
          </Flex>
          <AddFundForm />
        </Flex>
      </Card>
      <Bonuses />
      <Card>
        <TransactionList title={t('Transactions')} history={history} format={price} />
      </Card>
    </Flex>
  );
}

/** The amount, then the browser goes to the payment page, which returns to /wallet with its flag. */
export function AddFundForm() {
  const t = useT();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    const problem = !amount.trim()
      ? t('Enter an amount')
      : !(value > 0)
        ? t('The amount must be more than 0.')
        : value > MAX_ADD_FUND
          ? t('The amount may not be greater than {max}.', { max: MAX_ADD_FUND })
          : null;
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      const { redirect_link } = await addFund(value, `${window.location.origin}${routes.wallet()}`);
      openPaymentPage(redirect_link);
    } catch (failure) {
      setSending(false);
      setError(walletMessage(failure instanceof ApiError ? failure.message : String(failure), t));
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('Add Fund')}>
      <Flex vertical gap={4}>
        <label htmlFor="wallet-amount">{t('Amount')}</label>
        <Flex gap={8}>
          <Input
            id="wallet-amount"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(/[^0-9.]/g, ''))}
            status={error ? 'error' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'wallet-amount-error' : undefined}
            style={{ width: 160 }}
          />
          <Button type="primary" htmlType="submit" loading={sending}>
            {t('Add Fund')}
          </Button>
        </Flex>
        {error && (
          <Typography.Text id="wallet-amount-error" type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
      </Flex>
    </form>
  );
}

function Bonuses() {
  const t = useT();
  const price = usePriceFormatter();
  const { data: bonuses, error } = useWalletBonuses();
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!bonuses?.length) return null;
  return (
    <Card title={t('Bonuses')} size="small">
      <Flex vertical gap={8}>
        {bonuses.map((bonus) => (
          <Flex key={bonus.id} justify="space-between" gap={8} wrap>
            <span>
              <Typography.Text strong>{bonus.title}</Typography.Text>{' '}
              <Tag color="green">
                {bonus.bonus_type === 'percentage'
                  ? t('{percent}% extra', { percent: bonus.bonus_amount })
                  : t('{amount} extra', { amount: price(bonus.bonus_amount) })}
              </Tag>
            </span>
            <Typography.Text type="secondary">
              {t('Add {min} or more', { min: price(bonus.minimum_add_amount) })}
              {bonus.bonus_type === 'percentage' && bonus.maximum_bonus_amount > 0
                ? ` · ${t('up to {max}', { max: price(bonus.maximum_bonus_amount) })}`
                : ''}
              {` · ${t('Valid until {date}', { date: bonus.end_date })}`}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
