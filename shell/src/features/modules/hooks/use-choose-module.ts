import type { Module } from '@storefront/contract';
import { routes } from '@storefront/contract';
import { emit, moduleAtom, toast } from '@storefront/platform';
import { t } from '../../../i18n';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Stores the chosen module, tells the remotes, confirms and opens its home. */
export function useChooseModule(onChosen?: (module: Module) => void) {
  const setModule = useSetAtom(moduleAtom);
  const navigate = useNavigate();
  return useCallback(
    (module: Module) => {
      setModule(module);
      emit({ type: 'module/selected', module });
      toast('success', t('A module has been selected.'));
      onChosen?.(module);
      navigate(routes.home());
    },
    [navigate, onChosen, setModule],
  );
}
