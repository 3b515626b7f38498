import { HeartOutlined, MinusOutlined, PlusOutlined, StarFilled } from '@ant-design/icons';
import { routes, type Item } from '@storefront/contract';
import {
  TRUNCATE,
  checkQuantity,
  discountedPrice,
  findCartLine,
  firstVariationIssue,
  formatDecimal,
  formatQuantity,
  hasDiscount,
  isOutOfStock,
  itemAvailability,
  lineBasePrice,
  lineStock,
  priceCartLine,
  truncate,
  variationStockIssue,
  wallClock,
} from '@storefront/domain';
import { RemoteMount, emit, isSignedInAtom, moduleAtom, toast, useConfig, usePriceFormatter, Typography } from '@storefront/platform';
import { Button, Grid } from 'antd';
import { Alert, Modal, Tag } from 'antd-on-intent';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../../i18n';
import { useCart } from '../../cart/api/get-cart';
import { replaceLine } from '../../cart/api/update-cart-item';
import { useAddToCart } from '../../cart/hooks/use-add-to-cart';
import { useApplyCart } from '../../cart/hooks/use-apply-cart';
import { writeBuyNow } from '../../cart/utils/buy-now';
import { CART_TOAST_MS, toastCartFailure } from '../../cart/utils/cart-errors';
import { AddOns, FoodGroups, TypedChoices } from './option-groups';
import {
  addOnPayload,
  changesLine,
  choicesFromLine,
  chosenTypedVariation,
  clock12,
  hasTypedVariations,
  initialChoices,
  variationPayload,
  type Choices,
} from '../utils/choices';

const { Text, Paragraph, Title } = Typography;
export const NOT_LOGGED_IN = 'You are not logged in';
export const NO_CHANGES = 'No changes found to update.';

export interface ItemDialogProps {
  item: Item;
  onClose: () => void;
}

/** The item detail dialog (spec: shopping-core §2, §4): options, add-ons, a live total, then add, update, buy now or order now. */
export function ItemDialog({ item, onClose }: ItemDialogProps) {
  const t = useT();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const phone = screens.sm === false;
  const signedIn = useAtomValue(isSignedInAtom);
  const module = useAtomValue(moduleAtom);
  const config = useConfig();
  const formatPrice = usePriceFormatter();
  const cart = useCart();
  const applyCart = useApplyCart();
  const addToCart = useAddToCart();
  const lineOfItem = () => cart.lines.find((candidate) => candidate.item_id === item.id);
  const [choices, setChosen] = useState<Choices>(() => {
    const line = lineOfItem();
    return line ? choicesFromLine(item, line) : initialChoices(item);
  });
  // An item already in the cart opens with that line's choices, also when the cart arrives after the dialog
  // opened, unless the visitor has chosen something meanwhile (state adjusted while rendering, no effect).
  const [seeded, setSeeded] = useState(cart.data !== undefined);
  if (!seeded && cart.data !== undefined) {
    setSeeded(true);
    const line = lineOfItem();
    if (line) setChosen(choicesFromLine(item, line));
  }
  const setChoices = (next: Choices) => {
    setSeeded(true);
    setChosen(next);
  };
  const [busy, setBusy] = useState(false);
  const [readMore, setReadMore] = useState(false);

  const moduleType = item.module_type ?? module?.module_type;
  const isFood = moduleType === 'food';
  const isCampaign = Boolean(item.available_date_starts);
  const variation = variationPayload(item, choices);
  const addOns = addOnPayload(item, choices.addOns);
  const existing = isCampaign ? undefined : findCartLine(cart.lines, item, variation);
  const { total } = priceCartLine({ item, quantity: choices.quantity, variation, ...addOns });
  const basePrice = lineBasePrice({ item, variation });
  const clock = wallClock(config.data?.time_zone || Intl.DateTimeFormat().resolvedOptions().timeZone, new Date());
  const availability = itemAvailability(item, clock);
  const typedVariation = hasTypedVariations(item) ? chosenTypedVariation(item, choices.typed) : undefined;
  const outOfStock = isOutOfStock(moduleType, item.stock);
  const description = item.description ?? '';
  const rating = Number(item.avg_rating) || 0;
  const digits = config.data?.digit_after_decimal_point ?? 2;

  /** The rules every action passes first; false after the warning toast. */
  function passesChecks(): boolean {
    if (!availability.canOrder) return false;
    const issue = firstVariationIssue(item.food_variations, choices.food);
    if (issue) {
      toast('warning', t(issue.message, issue.vars));
      return false;
    }
    if (hasTypedVariations(item) && !typedVariation) {
      toast('warning', t('Please choose an option of every kind.'));
      return false;
    }
    const foodValues = (item.food_variations ?? []).flatMap((group) =>
      group.values.filter((value) => (choices.food[group.name] ?? []).includes(value.label)),
    );
    for (const chosen of [typedVariation, ...foodValues]) {
      const stockIssue = variationStockIssue(chosen as { stock?: number | null } | undefined);
      if (stockIssue) {
        toast('warning', t(stockIssue.message));
        return false;
      }
    }
    return true;
  }

  async function addOrUpdate() {
    if (!passesChecks()) return;
    setBusy(true);
    try {
      if (existing) {
        if (!changesLine(existing, choices.quantity, addOns)) {
          toast('warning', t(NO_CHANGES));
          return;
        }
        // stock and the maximum cart quantity, as for an add (the food module only warns and still sends)
        const check = checkQuantity({
          moduleType,
          stock: lineStock(variation, item),
          maximumCartQuantity: item.maximum_cart_quantity,
          quantity: choices.quantity,
        });
        if (!check.ok && check.reason !== 'other-store') {
          toast(check.warnOnly ? 'warning' : 'error', t(check.reason), CART_TOAST_MS);
          if (!check.warnOnly) return;
        }
        applyCart(await replaceLine(existing, choices.quantity, { variation, ...addOns }));
        toast('success', t('Item updated successfully'));
        onClose();
      } else if (await addToCart(item, choices.quantity, { variation, ...addOns })) {
        onClose();
      }
    } catch (error) {
      toastCartFailure(error);
    } finally {
      setBusy(false);
    }
  }

  function buy(source: 'buy_now' | 'campaign') {
    if (source === 'campaign' && !signedIn) {
      toast('error', t(NOT_LOGGED_IN));
      emit({ type: 'auth/required', message: NOT_LOGGED_IN });
      return;
    }
    if (!passesChecks()) return;
    if (!writeBuyNow({ item, quantity: choices.quantity, variation, ...addOns, source })) {
      toast('error', t('Something went wrong. Please try again.'));
      return;
    }
    onClose();
    navigate(routes.checkout({ page: source }));
  }

  function wish() {
    toast('error', t(NOT_LOGGED_IN));
    emit({ type: 'auth/required', message: NOT_LOGGED_IN });
  }

  const blocked = !availability.canOrder;
  let actions: React.ReactNode;
  if (outOfStock) {
    actions = (
      <Button block size="large" disabled>
        {t('Out of Stock')}
      </Button>
    );
  } else if (isCampaign) {
    actions = (
      <Button block size="large" type="primary" disabled={blocked} onClick={() => buy('campaign')}>
        {t('Order Now')}
      </Button>
    );
  } else {
    actions = (
      <div style={{ display: 'flex', gap: 8 }}>
        <Button size="large" style={{ flex: 1 }} disabled={blocked || busy} onClick={() => buy('buy_now')}>
          {t('Buy Now')}
        </Button>
        <Button size="large" type="primary" style={{ flex: 1 }} loading={busy} disabled={blocked} onClick={() => void addOrUpdate()}>
          {existing ? t('Update to cart') : t('Add to cart')}
        </Button>
      </div>
    );
  }

  const storeLink = routes.store({ id: item.store_id, moduleId: item.module_id, storeZoneId: item.zone_id });
  return (
    <Modal
      open
      onCancel={onClose}
      title={item.name}
      footer={null}
      width={phone ? '100vw' : 459}
      centered={!phone}
      style={phone ? { top: 0, margin: 0, padding: 0, maxWidth: '100vw' } : undefined}
      styles={phone ? { body: { minHeight: 'calc(100vh - 120px)' } } : undefined}
      destroyOnHidden
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {item.image_full_url ? (
          <img src={item.image_full_url} alt={item.name} style={{ width: '100%', maxHeight: 220, objectFit: 'cover', borderRadius: 8 }} />
        ) : null}
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
          {item.store_name ? (
            <Link to={storeLink} onClick={onClose}>
              {item.store_name}
            </Link>
          ) : (
            <span />
          )}
          {isCampaign ? null : signedIn ? (
            // the customer's wishlist belongs to mf-account: its heart adds, removes and toasts
            <RemoteMount remote="mf_account" expose="./WishlistHeart" props={{ itemId: item.id }} loading={null} compact />
          ) : (
            <Button type="text" shape="circle" icon={<HeartOutlined aria-hidden />} aria-label={t('Add to wishlist')} onClick={wish} />
          )}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
          <span aria-label={t('Rating {rating}', { rating: formatDecimal(rating, digits) })}>
            <StarFilled style={{ color: '#faad14', marginInlineEnd: 4 }} aria-hidden />
            {formatDecimal(rating, digits)}
          </span>
          {isFood ? <Tag color={item.veg === 1 ? 'green' : 'volcano'}>{item.veg === 1 ? t('Veg') : t('Non-Veg')}</Tag> : null}
          {item.halal_tag_status === 1 && item.is_halal === 1 ? <Tag color="cyan">{t('Halal')}</Tag> : null}
        </div>
        {description ? (
          <Paragraph style={{ margin: 0 }}>
            {readMore ? description : truncate(description, TRUNCATE.readMore)}
            {description.length > TRUNCATE.readMore ? (
              <Button type="link" size="small" aria-expanded={readMore} onClick={() => setReadMore(!readMore)}>
                {readMore ? t('Read less') : t('Read more')}
              </Button>
            ) : null}
          </Paragraph>
        ) : null}
        <div style={{ display: 'flex', alignItems: 'baseline', gap: 8 }}>
          <Title level={5} style={{ margin: 0 }}>
            {formatPrice(discountedPrice(basePrice, item))}
          </Title>
          {hasDiscount(item) ? (
            <Text delete type="secondary" aria-label={t('Original price {price}', { price: formatPrice(basePrice) })}>
              {formatPrice(basePrice)}
            </Text>
          ) : null}
        </div>
        {!availability.available ? (
          <Alert
            type="warning"
            showIcon
            title={availability.canSchedule ? t('Not Available now') : t('Available will be')}
            description={`${clock12(item.available_time_starts)} - ${clock12(item.available_time_ends)}`}
          />
        ) : null}
        {hasTypedVariations(item) ? <TypedChoices item={item} choices={choices} onChange={setChoices} /> : null}
        <FoodGroups item={item} choices={choices} onChange={setChoices} formatPrice={formatPrice} />
        <AddOns item={item} choices={choices} onChange={setChoices} formatPrice={formatPrice} />
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, paddingTop: 8 }}>
          <div role="group" aria-label={t('Quantity')} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Button
              shape="circle"
              icon={<MinusOutlined aria-hidden />}
              aria-label={t('Decrease quantity')}
              disabled={choices.quantity <= 1}
              onClick={() => setChoices({ ...choices, quantity: Math.max(1, choices.quantity - 1) })}
            />
            <output aria-label={t('Quantity')}>{formatQuantity(choices.quantity)}</output>
            <Button
              shape="circle"
              icon={<PlusOutlined aria-hidden />}
              aria-label={t('Increase quantity')}
              onClick={() => setChoices({ ...choices, quantity: choices.quantity + 1 })}
            />
          </div>
          <Text strong aria-label={t('Total')}>
            {t('Total')}: {formatPrice(total)}
          </Text>
        </div>
        {actions}
      </div>
    </Modal>
  );
}
