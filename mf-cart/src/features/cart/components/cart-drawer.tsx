import { routes } from '@storefront/contract';
import { EmptyState, isRtl, isSignedInAtom, useBusEvent, useLanguage, Skeleton } from '@storefront/platform';
import { useT } from '../../../i18n';
import { Button } from 'antd';
import { Alert, Drawer, Result } from 'antd-on-intent';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCart } from '../api/get-cart';
import { usePriceFormatter, useConfig } from '@storefront/platform';
import { useLineActions } from '../hooks/use-line-actions';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';
import { CheckoutChoice } from './checkout-choice';

/** The 'Shopping Cart' side drawer, opened by `cart/open`. */
export function CartDrawer() {
  const t = useT();
  const rtl = isRtl(useLanguage());
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [choiceOpen, setChoiceOpen] = useState(false);
  const signedIn = useAtomValue(isSignedInAtom);
  const cart = useCart();
  const config = useConfig();
  const actions = useLineActions();
  const formatPrice = usePriceFormatter();

  useBusEvent('cart/open', () => setOpen(true));

  const go = (path: string) => {
    setChoiceOpen(false);
    setOpen(false);
    navigate(path);
  };

  const proceedToCheckout = () => {
    if (signedIn) go(routes.checkout({ page: 'cart' }));
    else if (config.data?.guest_checkout_status === 1) setChoiceOpen(true);
    else go(routes.signIn());
  };

  const lines = cart.lines;
  const failedWithoutData = Boolean(cart.error) && cart.data === undefined;
  let body: React.ReactNode;
  if (cart.isLoading && cart.data === undefined) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('Loading')}>
        <Skeleton avatar active paragraph={{ rows: 2 }} />
        <Skeleton avatar active paragraph={{ rows: 2 }} />
      </div>
    );
  } else if (failedWithoutData) {
    body = (
      <Result
        status="warning"
        title={t('Your cart could not be loaded.')}
        subTitle={t((cart.error as Error).message)}
        extra={
          <Button type="primary" loading={cart.isValidating} onClick={() => void cart.mutate()}>
            {t('Try again')}
          </Button>
        }
      />
    );
  } else if (lines.length === 0) {
    body = (
      <EmptyState
        title={t('Your cart is empty')}
        description={t('No items added in your cart. Please add product to your cart list.')}
        action={
          <Button type="primary" onClick={() => go(routes.home())}>
            {t('Continue Shopping')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        {cart.error ? <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={t('Your cart could not be refreshed.')} /> : null}
        <ul aria-label={t('Cart items')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {lines.map((line) => (
            <CartLineRow
              key={line.id}
              line={line}
              formatPrice={formatPrice}
              busyAction={actions.busy?.lineId === line.id ? actions.busy.action : undefined}
              disabled={actions.busy !== null}
              onIncrease={(target) => void actions.increase(target)}
              onDecrease={(target) => void actions.decrease(target)}
            />
          ))}
        </ul>
      </>
    );
  }

  const hasLines = lines.length > 0 && !failedWithoutData;
  // Without a token the way to checkout depends on the config's guest_checkout_status.
  const configPending = !signedIn && config.isLoading;
  return (
    <>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('Shopping Cart')}
        placement={rtl ? 'left' : 'right'}
        size="min(420px, 100vw)"
        footer={
          hasLines ? (
            <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              <CartSummary lines={lines} formatPrice={formatPrice} freeDeliveryOver={config.data?.free_delivery_over} />
              <Button
                type="primary"
                size="large"
                block
                disabled={actions.busy !== null || configPending}
                loading={configPending}
                onClick={proceedToCheckout}
              >
                {t('Proceed To Checkout')}
              </Button>
            </div>
          ) : null
        }
      >
        {body}
      </Drawer>
      <CheckoutChoice open={choiceOpen} onClose={() => setChoiceOpen(false)} onGo={go} />
    </>
  );
}
