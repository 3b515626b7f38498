import { TrophyOutlined } from '@ant-design/icons';
import { pointTransferProblem, pointsToWallet, type PointTransferProblem } from '@storefront/domain';
import { ApiError, toast, useConfig, usePriceFormatter, Typography } from '@storefront/platform';
import { Button, Flex } from 'antd';
import { Card, Input } from 'antd-on-intent';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n';
import { useCustomerInfo } from '../../profile/api/get-customer-info';
import { configNumber } from '../../profile/utils/account-pages';
import { serverMessages } from '../../profile/utils/server-messages';
import { useTransactions } from '../../wallet/api/wallet';
import { TransactionList } from '../../wallet/components/transaction-list';
import { LOYALTY_SERVER_MESSAGES, transferPoints } from '../api/loyalty';

const loyaltyMessage = serverMessages(LOYALTY_SERVER_MESSAGES);

/** The text key (and values) of a refused conversion: the same rule the server applies. */
export function pointProblemText(problem: PointTransferProblem): [string, Record<string, string | number>?] {
  switch (problem.code) {
    case 'point_below_minimum':
      return ['You need to convert at least {minimum} points.', { minimum: problem.minimum }];
    case 'point_insufficient':
      return ['You do not have enough loyalty points.'];
    case 'conversion_off':
      return ['Converting loyalty points is not available.'];
    default:
      return ['Enter a whole number of points.'];
  }
}

/** `/loyalty-points`: the points, converting them into wallet money (config rate and minimum), and their history. */
export function LoyaltyPage() {
  const t = useT();
  const { data: customer } = useCustomerInfo();
  const history = useTransactions('customer/loyalty-point/transactions');
  const points = customer?.loyalty_point ?? 0;
  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Flex align="center" gap={12}>
            <TrophyOutlined aria-hidden style={{ fontSize: 32, color: '#F5A623' }} />
            <div>
              <Typography.Text type="secondary">{t('Your points')}</Typography.Text>
              <Typography.Title level={2} style={{ margin: 0 }} aria-live="polite" data-testid="loyalty-points">
                {points}
              </Typography.Title>
            </div>
          </Flex>
          <ConvertForm available={points} onDone={() => void history.refresh()} />
        </Flex>
      </Card>
      <Card>
        <TransactionList
          title={t('Transactions')}
          history={history}
          format={(amount) => t('{count} points', { count: amount })}
          labelOf={(type, credit) => (type === 'order_place' && credit ? 'Order reward' : undefined)}
        />
      </Card>
    </Flex>
  );
}

export function ConvertForm({ available, onDone }: { available: number; onDone: () => void }) {
  const t = useT();
  const price = usePriceFormatter();
  const { data: config } = useConfig();
  const { mutate } = useCustomerInfo();
  const terms = {
    exchangeRate: configNumber(config, 'loyalty_point_exchange_rate'),
    minimumPoint: configNumber(config, 'loyalty_point_minimum_point'),
  };
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const points = Number(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = text.trim() ? pointTransferProblem(points, available, terms) : { code: 'point_invalid' as const };
    if (problem) {
      const [key, vars] = pointProblemText(problem);
      setError(t(key, vars));
      return;
    }
    setError(null);
    setSending(true);
    try {
      const { message } = await transferPoints(points);
      toast('success', loyaltyMessage(message, t));
      setText('');
      await mutate();
      onDone();
    } catch (failure) {
      setError(loyaltyMessage(failure instanceof ApiError ? failure.message : String(failure), t));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('Convert to wallet')}>
      <Flex vertical gap={4}>
        <label htmlFor="loyalty-points-input">{t('Points to convert')}</label>
        <Flex gap={8}>
          <Input
            id="loyalty-points-input"
            inputMode="numeric"
            value={text}
            onChange={(event) => setText(event.target.value.replace(/[^0-9]/g, ''))}
            status={error ? 'error' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby="loyalty-points-help"
            style={{ width: 140 }}
          />
          <Button type="primary" htmlType="submit" loading={sending}>
            {t('Convert to wallet')}
          </Button>
        </Flex>
        <Typography.Text id="loyalty-points-help" type="secondary" style={{ fontSize: 12 }}>
          {t('{rate} points = {amount}', { rate: terms.exchangeRate, amount: price(1) })} ·{' '}
          {t('Minimum {minimum} points', { minimum: terms.minimumPoint })}
          {points > 0 ? ` · ${t('You will get {amount}', { amount: price(pointsToWallet(points, terms.exchangeRate)) })}` : ''}
        </Typography.Text>
        {error && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
      </Flex>
    </form>
  );
}
