import type { Item } from '@storefront/contract';
import { moduleAtom, useConfig, usePriceFormatter } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { ItemCard, type ItemCardLayout } from '../../../items/components/item-card';
import { useQuickAdd } from '../../../items/hooks/use-quick-add';

/** What every item card of a home needs: module, price format, rating digits and the add action. */
export function useCardContext() {
  const module = useAtomValue(moduleAtom);
  const config = useConfig();
  const formatPrice = usePriceFormatter();
  const moduleType = module?.module_type;
  const quickAdd = useQuickAdd({ productPageForOptions: moduleType === 'ecommerce' });
  return { module, moduleType, formatPrice, digits: config.data?.digit_after_decimal_point ?? 2, onAdd: quickAdd.add };
}

/**
 * The card of a home section's item, in one layout, with the home's module, price format, digits and
 * quick add. A render function rather than a list component: carousels and rails take their slides as
 * their own children.
 */
export function useItemCards(layout: ItemCardLayout): (item: Item) => React.ReactElement {
  const cards = useCardContext();
  return (item) => (
    <ItemCard
      key={item.id}
      item={item}
      layout={layout}
      moduleType={item.module_type ?? cards.moduleType}
      formatPrice={cards.formatPrice}
      digits={cards.digits}
      onAdd={cards.onAdd}
    />
  );
}
