import { ShoppingCartOutlined } from '@ant-design/icons';
import type { OrderDetail } from '@storefront/contract';
import { emit, toast, Typography } from '@storefront/platform';
import { Button, Flex } from 'antd';
import { Modal } from 'antd-on-intent';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { reorder, type ReorderResult } from '../utils/reorder';

/** Reorder from the order details: the lines go to the cart; what cannot is listed, and items with options open their dialog. */
export function ReorderButton({ lines }: { lines: OrderDetail[] }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ReorderResult | null>(null);
  const run = async () => {
    setBusy(true);
    try {
      const answer = await reorder(lines);
      setResult(answer);
    } catch {
      toast('error', t('Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="primary" icon={<ShoppingCartOutlined aria-hidden />} loading={busy} onClick={() => void run()}>
        {t('Reorder')}
      </Button>
      <Modal
        open={result !== null}
        title={t('Reorder')}
        onCancel={() => setResult(null)}
        destroyOnHidden
        footer={
          <Flex justify="end" gap={8}>
            <Button onClick={() => setResult(null)}>{t('Close')}</Button>
            {result && result.added.length > 0 && (
              <Button
                type="primary"
                onClick={() => {
                  setResult(null);
                  emit({ type: 'cart/open' });
                }}
              >
                {t('View cart')}
              </Button>
            )}
          </Flex>
        }
      >
        {result && (
          <Flex vertical gap={12}>
            {result.added.length > 0 && (
              <section aria-label={t('Added to the cart')}>
                <Typography.Text strong>{t('Added to the cart')}</Typography.Text>
                <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                  {result.added.map((name, index) => (
                    <li key={`${name}-${index}`}>{name}</li>
                  ))}
                </ul>
              </section>
            )}
            {result.unavailable.length > 0 && (
              <section aria-label={t('No longer available')}>
                <Typography.Text strong type="danger">
                  {t('No longer available')}
                </Typography.Text>
                <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                  {result.unavailable.map((name, index) => (
                    <li key={`${name}-${index}`}>{name}</li>
                  ))}
                </ul>
              </section>
            )}
            {result.needsOptions.length > 0 && (
              <section aria-label={t('Choose the options again')}>
                <Typography.Text strong>{t('Choose the options again')}</Typography.Text>
                <Flex vertical gap={4} style={{ marginTop: 4 }}>
                  {result.needsOptions.map((item) => (
                    <Flex key={item.id} justify="space-between" align="center" gap={8}>
                      <Typography.Text>{item.name}</Typography.Text>
                      <Button
                        size="small"
                        onClick={() => {
                          setResult(null);
                          emit({ type: 'item/open', item });
                        }}
                      >
                        {t('Choose options')}
                      </Button>
                    </Flex>
                  ))}
                </Flex>
              </section>
            )}
            {result.added.length === 0 && result.unavailable.length === 0 && result.needsOptions.length === 0 && (
              <Typography.Text>{t('This order has no items to reorder.')}</Typography.Text>
            )}
          </Flex>
        )}
      </Modal>
    </>
  );
}
