import { DeleteOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import type { CartLine } from '@storefront/contract';
import { formatQuantity } from '@storefront/domain';
import { useT } from '../../../i18n';
import { Button } from 'antd';
import type { LineAction } from '../hooks/use-line-actions';
import { addOnSummary, lineUnitPrice, variationSummary } from '../utils/line-details';
import { LineImage } from './line-image';
import { Typography } from '@storefront/platform';

export interface CartLineRowProps {
  line: CartLine;
  formatPrice: (amount: number) => string;
  /** The action running on this line, if any; every line waits while one runs. */
  busyAction: LineAction | undefined;
  disabled: boolean;
  onIncrease: (line: CartLine) => void;
  onDecrease: (line: CartLine) => void;
}

const { Text } = Typography;

export function CartLineRow({ line, formatPrice, busyAction, disabled, onIncrease, onDecrease }: CartLineRowProps) {
  const t = useT();
  const name = line.item?.name ?? t('Item');
  const variation = variationSummary(line);
  const addOns = addOnSummary(line);
  const atOne = line.quantity <= 1;

  return (
    <li aria-label={name} style={{ display: 'flex', gap: 12, padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <LineImage src={line.item?.image_full_url ?? undefined} alt={name} />
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Text strong ellipsis={{ tooltip: name }}>
          {name}
        </Text>
        {line.item?.store_name ? (
          <Text type="secondary" style={{ fontSize: 12 }}>
            {line.item.store_name}
          </Text>
        ) : null}
        {variation ? (
          <Text type="secondary" style={{ fontSize: 12 }}>
            {variation}
          </Text>
        ) : null}
        {addOns.length > 0 ? (
          <Text type="secondary" style={{ fontSize: 12 }} aria-label={t('Addons')}>
            {t('Addons')}: {addOns.map((addOn) => t('{quantity} × {name}', { quantity: addOn.quantity, name: addOn.name })).join(', ')}
          </Text>
        ) : null}
        <Text type="secondary" style={{ fontSize: 12 }}>
          {t('{price} each', { price: formatPrice(lineUnitPrice(line)) })}
        </Text>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginTop: 4 }}>
          <Text strong aria-label={t('Line total')}>
            {formatPrice(Number(line.price) || 0)}
          </Text>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }} role="group" aria-label={t('Quantity of {name}', { name })}>
            {atOne ? (
              <Button
                size="small"
                shape="circle"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('Remove {name} from cart', { name })}
                loading={busyAction === 'remove'}
                disabled={disabled && busyAction !== 'remove'}
                onClick={() => onDecrease(line)}
              />
            ) : (
              <Button
                size="small"
                shape="circle"
                icon={<MinusOutlined aria-hidden />}
                aria-label={t('Decrease quantity of {name}', { name })}
                loading={busyAction === 'decrease' || busyAction === 'remove'}
                disabled={disabled && busyAction !== 'decrease'}
                onClick={() => onDecrease(line)}
              />
            )}
            <output aria-label={t('Quantity')} style={{ minWidth: 24, textAlign: 'center' }}>
              {formatQuantity(line.quantity)}
            </output>
            <Button
              size="small"
              shape="circle"
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              aria-label={t('Increase quantity of {name}', { name })}
              loading={busyAction === 'increase'}
              disabled={disabled && busyAction !== 'increase'}
              onClick={() => onIncrease(line)}
            />
          </div>
        </div>
      </div>
    </li>
  );
}
