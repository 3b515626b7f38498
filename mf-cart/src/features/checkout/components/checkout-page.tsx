import type { Address, Coupon, LatLng, OrderType, PaymentMethod } from '@storefront/contract';
import { routes } from '@storefront/contract';
import {
  computeBill,
  distanceKm,
  isStoreOpenAt,
  minimumOrderIssue,
  paymentIssue,
  scheduleSlots,
  STORE_CLOSED_MESSAGE,
  wallClock,
  type StoreHours,
  type WallClock,
} from '@storefront/domain';
import {
  ApiError,
  currentLatLngAtom,
  EmptyState,
  guestIdAtom,
  RemoteMount,
  toast,
  tokenAtom,
  useConfig,
  usePriceFormatter,
  Typography,
  Skeleton,
} from '@storefront/platform';
import { useT } from '../../../i18n';
import { Button } from 'antd';
import { Alert, Card, Col, Input, Row } from 'antd-on-intent';
import { useAtomValue } from 'jotai';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { applyCoupon } from '../api/apply-coupon';
import { useStoreDetails, type CheckoutStore } from '../api/get-store-details';
import { useWalletBalance } from '../api/get-wallet-balance';
import { useZoneTerms } from '../api/get-zone-terms';
import { MAX_NOTE, MAX_TIP, orderAddressFields, placeOrder, type PlaceOrderBody } from '../api/place-order';
import { placePrescriptionOrder } from '../api/place-prescription-order';
import { checkoutSourceOf, useCheckoutLines } from '../hooks/use-checkout-lines';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import { checkoutErrorMessage, couponErrorMessage, ORDER_AMOUNT_CODE, toastCheckoutFailure } from '../utils/checkout-errors';
import { openPaymentPage } from '../utils/payment-page';
import { rememberPlacedOrder } from '../utils/placed-order-memo';
import { PRESCRIPTION_REQUIRED_MESSAGE } from '../utils/prescription-files';
import { clearBuyNow } from '../../cart/utils/buy-now';
import { addOnSummary, variationSummary } from '../../cart/utils/line-details';
import { BillSummary } from './bill-summary';
import { CouponBox } from './coupon-box';
import { OrderTypeChoice } from './order-type-choice';
import { PaymentChoice, type PaymentOption } from './payment-choice';
import { PrescriptionUpload } from './prescription-upload';
import { ScheduleChoice } from './schedule-choice';
import { TipsChoice } from './tips-choice';

const on = (flag: unknown) => Boolean(Number(flag)) || flag === true;
/** A flag the API may leave out, where absent means on. */
const onUnlessOff = (flag: unknown) => flag === undefined || flag === null || on(flag);

function businessClock(timeZone: string | undefined): WallClock {
  try {
    return wallClock(timeZone || 'UTC', new Date());
  } catch {
    return wallClock('UTC', new Date()); // an unknown zone name in the config
  }
}

/** The store's opening hours; a store that sends neither always_open nor schedules is open. */
function hoursOf(store: CheckoutStore): StoreHours {
  const always = store.always_open ?? (store.schedules ? false : true);
  return { active: store.active, always_open: always, schedules: store.schedules };
}

function pointOf(latitude: unknown, longitude: unknown): LatLng | null {
  const lat = Number(latitude);
  const lng = Number(longitude);
  return latitude !== undefined && latitude !== null && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>}>
      {children}
    </Card>
  );
}

/** The order-placed page's address, for the payment page to send the browser back to. */
const paymentCallback = () => new URL('/checkout/order-placed', window.location.origin).href;

/**
 * /checkout?page=cart|buy_now|campaign|prescription: order type, time,
 * address, payment, coupon, tip, notes and the bill, then Place Order once.
 */
export function CheckoutPage() {
  const t = useT();
  const [params] = useSearchParams();
  const location = useLocation();
  const source = checkoutSourceOf(params.get('page'));
  const token = useAtomValue(tokenAtom);
  const { data: config, error: configError, mutate: reloadConfig } = useConfig();
  const here = `${location.pathname}${location.search}`;

  if (configError && !config) {
    return (
      <EmptyState
        title={t('The checkout could not be loaded.')}
        action={<Button onClick={() => void reloadConfig()}>{t('Try again')}</Button>}
      />
    );
  }
  if (!config) return <Skeleton active />;
  if (!token && (Number(config.guest_checkout_status) !== 1 || source === 'campaign')) {
    return <Navigate to={routes.signIn({ from: here })} replace />;
  }
  return <CheckoutForm source={source} prescriptionStoreId={Number(params.get('store_id')) || null} />;
}

interface CheckoutFormProps {
  source: ReturnType<typeof checkoutSourceOf>;
  prescriptionStoreId: number | null;
}

function CheckoutForm({ source, prescriptionStoreId }: CheckoutFormProps) {
  const t = useT();
  const { data: config } = useConfig();
  const token = useAtomValue(tokenAtom);
  const guestId = useAtomValue(guestIdAtom);
  const sessionLatLng = useAtomValue(currentLatLngAtom);
  const formatPrice = usePriceFormatter();
  const navigate = useNavigate();
  const lines = useCheckoutLines(source);
  const prescription = source === 'prescription';
  const storeId = prescription ? prescriptionStoreId : (lines.lines[0]?.item.store_id ?? null);
  const storeQuery = useStoreDetails(storeId);
  const store = storeQuery.data;

  const [orderTypeChoice, setOrderType] = useState<OrderType | null>(null);
  const [address, setAddress] = useState<Address | null>(null);
  const [schedule, setSchedule] = useState<string | null>(null);
  const [paymentChoice, setPayment] = useState<PaymentMethod | null>(null);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [tips, setTips] = useState(0);
  const [note, setNote] = useState('');
  const [instruction, setInstruction] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [placing, setPlacing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const inFlight = useRef(false);
  const idempotency = useIdempotencyKey();

  const orderTypes = useMemo<OrderType[]>(() => {
    if (!store || !config) return [];
    const types: OrderType[] = [];
    if (onUnlessOff(config.home_delivery_status) && onUnlessOff(store.delivery)) types.push('delivery');
    if (onUnlessOff(config.takeaway_status) && on(store.take_away)) types.push('take_away');
    return types;
  }, [store, config]);
  const orderType: OrderType = orderTypeChoice && orderTypes.includes(orderTypeChoice) ? orderTypeChoice : (orderTypes[0] ?? 'delivery');

  const addressPoint = address ? pointOf(address.latitude, address.longitude) : null;
  const zonePoint = addressPoint ?? sessionLatLng;
  const zone = useZoneTerms(zonePoint, store?.zone_id, store?.module_id);
  const walletBalance = useWalletBalance();

  const clock = businessClock(config?.time_zone);
  const hours = store ? hoursOf(store) : null;
  const openNow = hours ? isStoreOpenAt(hours, clock) : true;
  const scheduling = Boolean(store && on(store.schedule_order) && config?.schedule_order === true);
  const slots = scheduling && hours ? scheduleSlots(hours, clock, Number(config?.schedule_order_slot_duration) || 30) : [];
  const scheduleAt = schedule && slots.some((slot) => slot.value === schedule) ? schedule : openNow ? null : (slots[0]?.value ?? null);

  const storePoint = store ? pointOf(store.latitude, store.longitude) : null;
  const distance = storePoint && zonePoint ? distanceKm(storePoint, zonePoint) : 0;
  const showDelivery = orderType === 'delivery';
  const tipsOffered = showDelivery && Number(config?.dm_tips_status) === 1;
  const bill = computeBill({
    lines: lines.lines,
    orderType,
    distanceKm: distance,
    store: store ?? {},
    zone: zone.terms ?? { per_km_shipping_charge: 0, minimum_shipping_charge: 0 },
    freeDeliveryOver: config?.free_delivery_over,
    taxIncluded: Number(config?.tax_included) === 1,
    coupon: prescription ? null : coupon,
    tips: tipsOffered ? tips : 0,
    additionalCharge: Number(config?.additional_charge_status) === 1 ? Number(config?.additional_charge) || 0 : 0,
  });

  const context = {
    // until the zone answers (or if it cannot), the config decides; the server checks the zone again
    cashOnDelivery: config?.cash_on_delivery !== false && (zone.terms?.cashOnDelivery ?? true),
    maximumCodOrderAmount: zone.terms?.maximumCodOrderAmount,
    digitalPayment: config?.digital_payment !== false && (zone.terms?.digitalPayment ?? true),
    wallet: Boolean(token) && Number(config?.customer_wallet_status) === 1,
    walletBalance,
  };
  const paymentOptions: PaymentOption[] = (
    prescription ? (['cash_on_delivery'] as const) : (['cash_on_delivery', 'digital_payment', 'wallet'] as const)
  )
    .filter((method) => {
      if (method === 'cash_on_delivery') return config?.cash_on_delivery !== false;
      if (method === 'digital_payment') return config?.digital_payment !== false;
      return context.wallet;
    })
    .map((method) => ({ method, issue: paymentIssue(method, bill.total, context) }));
  const usable = paymentOptions.filter((option) => !option.issue).map((option) => option.method);
  const payment = paymentChoice && usable.includes(paymentChoice) ? paymentChoice : null;
  const codIssue = paymentIssue('cash_on_delivery', bill.total, context);

  const prescriptionOffered = Boolean(store && on(store.prescription_order) && config?.prescription_order_status === true);
  const minimumIssue = prescription ? null : minimumOrderIssue(bill.subtotal, store?.minimum_order);
  const outsideZone = Boolean(zone.data && !zone.terms);
  const closed = !openNow && scheduleAt === null;

  const blockers: string[] = [];
  if (!address) blockers.push(orderType === 'take_away' ? t('Please enter your contact info') : t('Please add your delivery address'));
  if (outsideZone && orderType === 'delivery') blockers.push(t('The delivery address is outside the area this store delivers to.'));
  if (closed) blockers.push(t(STORE_CLOSED_MESSAGE));
  if (minimumIssue) blockers.push(t(minimumIssue.message, { amount: formatPrice(Number(minimumIssue.vars.amount) || 0) }));
  if (!payment) blockers.push(t('Choose a payment method'));
  if (prescription && images.length === 0) blockers.push(t(PRESCRIPTION_REQUIRED_MESSAGE));
  if (prescription && !prescriptionOffered && store) blockers.push(t('This store does not take prescription orders.'));
  if (zonePoint && zone.isLoading) blockers.push(t('Loading'));

  if (lines.loading || (storeId && !store && !storeQuery.error)) return <Skeleton active />;
  if (lines.failed || storeQuery.error) {
    return (
      <EmptyState
        title={t('The checkout could not be loaded.')}
        action={
          <Button
            onClick={() => {
              void lines.refresh();
              void storeQuery.mutate();
            }}
          >
            {t('Try again')}
          </Button>
        }
      />
    );
  }
  if (leaving) return <Skeleton active />;
  if (!storeId || (!prescription && lines.lines.length === 0)) {
    return (
      <EmptyState
        title={t('Your cart is empty')}
        description={t('No items added in your cart. Please add product to your cart list.')}
        action={<Link to={routes.home()}>{t('Continue Shopping')}</Link>}
      />
    );
  }
  if (!store || !config) return <Skeleton active />;

  const contactOf = (chosen: Address) => orderAddressFields(chosen, orderType);
  const common = (chosen: Address) => ({
    ...contactOf(chosen),
    order_type: orderType,
    store_id: store.id,
    schedule_at: scheduleAt,
    dm_tips: tipsOffered && tips > 0 ? tips : undefined,
    order_note: note.trim() || undefined,
    delivery_instruction: showDelivery ? instruction.trim() || undefined : undefined,
    guest_id: token ? undefined : (guestId ?? undefined),
  });

  const afterPlaced = (answer: { order_id: number; total_ammount: number; payment_url?: string | null }, method: PaymentMethod) => {
    idempotency.release();
    rememberPlacedOrder({
      orderId: answer.order_id,
      cashOnDeliveryAllowed: !codIssue,
      contactNumber: address?.contact_person_number ?? null,
    });
    // the server removed the cart's lines with the order; a Buy Now line was never in the cart
    if (source === 'cart') void lines.refresh();
    if (source === 'buy_now' || source === 'campaign') clearBuyNow();
    if (method === 'digital_payment' && answer.payment_url) {
      setLeaving(true);
      openPaymentPage(answer.payment_url);
      return;
    }
    // a customer follows the order in the account (spec: shopping-core §2 /profile with orderId); a guest gets the order-placed dialog
    navigate(
      token
        ? routes.profile({ orderId: answer.order_id, page: 'my-orders', from: 'checkout' })
        : routes.orderPlaced({ order_id: answer.order_id, status: 'pending', totalAmount: answer.total_ammount }),
    );
  };

  const place = async () => {
    if (inFlight.current || !address || !payment || blockers.length > 0) return;
    inFlight.current = true;
    setPlacing(true);
    try {
      if (prescription) {
        const fields = { ...common(address), dm_tips: tipsOffered ? tips : undefined };
        const key = idempotency.keyFor({ fields, images: images.map((image) => [image.name, image.size, image.lastModified]) });
        afterPlaced(await placePrescriptionOrder(fields, images, key), 'cash_on_delivery');
        return;
      }
      const body: PlaceOrderBody = {
        ...common(address),
        payment_method: payment,
        source,
        cart: lines.buyNow
          ? [
              {
                item_id: lines.buyNow.item.id,
                item_type: lines.buyNow.source === 'campaign' ? 'ItemCampaign' : 'Item',
                quantity: lines.buyNow.quantity,
                variation: lines.buyNow.variation,
                add_on_ids: lines.buyNow.add_on_ids,
                add_on_qtys: lines.buyNow.add_on_qtys,
              },
            ]
          : undefined,
        coupon_code: coupon && !bill.couponIssue ? coupon.code : undefined,
        order_amount: bill.total,
        callback: payment === 'digital_payment' ? paymentCallback() : undefined,
      };
      afterPlaced(await placeOrder(body, idempotency.keyFor(body)), payment);
    } catch (error) {
      if (error instanceof ApiError && error.code === ORDER_AMOUNT_CODE) {
        toast('error', checkoutErrorMessage(error));
        await Promise.allSettled([lines.refresh(), storeQuery.mutate(), zone.mutate()]);
      } else {
        toastCheckoutFailure(error);
      }
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  };

  const onApplyCoupon = async (code: string) => {
    try {
      setCoupon(await applyCoupon(code, store.id));
      return null;
    } catch (error) {
      return couponErrorMessage(error);
    }
  };

  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {prescription ? t('Prescription order') : t('Checkout')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Typography.Text strong>{store.name}</Typography.Text>
          {orderTypes.length > 0 ? (
            <Section title={t('Delivery Option')}>
              <OrderTypeChoice types={orderTypes} value={orderType} onChange={setOrderType} />
            </Section>
          ) : (
            <Alert type="error" showIcon message={t('This store takes no orders right now.')} />
          )}
          {scheduling || !openNow ? (
            <Section title={t('Delivery time')}>
              {scheduling ? (
                <ScheduleChoice nowOffered={openNow} slots={slots} value={scheduleAt} onChange={setSchedule} />
              ) : (
                <Alert type="warning" showIcon message={t(STORE_CLOSED_MESSAGE)} />
              )}
            </Section>
          ) : null}
          <RemoteMount
            remote="mf_account"
            expose="./DeliveryAddresses"
            props={{ storeZoneId: store.zone_id ?? null, orderType, value: address, onChange: setAddress }}
          />
          {outsideZone && orderType === 'delivery' ? (
            <Alert type="error" showIcon message={t('The delivery address is outside the area this store delivers to.')} />
          ) : null}
          {prescription ? (
            <Section title={t('Prescription')}>
              <PrescriptionUpload files={images} onChange={setImages} missingMessage={PRESCRIPTION_REQUIRED_MESSAGE} />
            </Section>
          ) : prescriptionOffered ? (
            <Link to={routes.checkout({ page: 'prescription', storeId: store.id })}>{t('Order with a prescription instead')}</Link>
          ) : null}
          {tipsOffered ? (
            <Section title={t('Delivery man tips')}>
              <TipsChoice value={tips} onChange={(next) => setTips(Math.min(MAX_TIP, Math.max(0, next)))} formatPrice={formatPrice} />
            </Section>
          ) : null}
          <Section title={t('Additional Note')}>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              <Input.TextArea
                aria-label={t('Order note')}
                placeholder={t('Order note')}
                value={note}
                maxLength={MAX_NOTE}
                showCount
                rows={3}
                onChange={(event) => setNote(event.target.value)}
              />
              {showDelivery ? (
                <Input
                  aria-label={t('Delivery instruction')}
                  placeholder={t('Delivery instruction')}
                  value={instruction}
                  maxLength={MAX_NOTE}
                  onChange={(event) => setInstruction(event.target.value)}
                />
              ) : null}
            </div>
          </Section>
        </Col>
        <Col xs={24} lg={9} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          {!prescription ? (
            <Section title={t('Order Summary')}>
              <ul aria-label={t('Items')} style={{ listStyle: 'none', margin: '0 0 12px', padding: 0 }}>
                {lines.lines.map((line, index) => (
                  <li key={`${line.item.id}-${index}`} style={{ marginBottom: 6 }}>
                    <span>
                      {line.item.name} × {line.quantity}
                    </span>
                    {variationSummary(line) ? (
                      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                        {variationSummary(line)}
                      </Typography.Text>
                    ) : null}
                    {addOnSummary(line).length > 0 ? (
                      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                        {t('Addons')}:{' '}
                        {addOnSummary(line)
                          .map((addOn) => `${addOn.name} × ${addOn.quantity}`)
                          .join(', ')}
                      </Typography.Text>
                    ) : null}
                  </li>
                ))}
              </ul>
              <CouponBox
                applied={coupon}
                issue={bill.couponIssue}
                onApply={onApplyCoupon}
                onRemove={() => setCoupon(null)}
                formatPrice={formatPrice}
              />
            </Section>
          ) : null}
          <Section title={t('Payment Method')}>
            <PaymentChoice
              options={paymentOptions}
              value={payment}
              onChange={setPayment}
              formatPrice={formatPrice}
              walletBalance={walletBalance}
            />
          </Section>
          <Section title={t('Bill')}>
            {prescription ? (
              <Typography.Paragraph type="secondary">{t('The store prices your prescription after reading it.')}</Typography.Paragraph>
            ) : null}
            <BillSummary
              bill={bill}
              formatPrice={formatPrice}
              showDelivery={showDelivery}
              additionalChargeName={config.additional_charge_name}
            />
          </Section>
          {blockers.length > 0 && !placing ? (
            <Typography.Text type="secondary" id="place-order-blockers">
              {blockers[0]}
            </Typography.Text>
          ) : null}
          <Button
            type="primary"
            size="large"
            block
            loading={placing}
            disabled={placing || blockers.length > 0}
            aria-describedby={blockers.length > 0 ? 'place-order-blockers' : undefined}
            onClick={() => void place()}
          >
            {t('Place Order')}
          </Button>
        </Col>
      </Row>
    </div>
  );
}
