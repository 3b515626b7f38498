import { moduleAtom, useConfig, usePriceFormatter } from '@storefront/platform';
import { useAtomValue } from 'jotai';
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
