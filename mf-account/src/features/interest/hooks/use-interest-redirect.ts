import { routes, type Module } from '@storefront/contract';
import { isSignedInAtom, on } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { fetchCustomerInfo } from '../../profile/api/get-customer-info';
import type { InterestInfo } from '../api/interest';

/**
 * The spec's condition for /interest (discovery-and-modules §2): the customer has saved interest
 * categories, the chosen module is not among the modules they cover, and it is not parcel.
 */
export function wantsInterest(info: InterestInfo | undefined, module: Pick<Module, 'id' | 'module_type'>): boolean {
  const modules = info?.selected_modules_for_interest;
  return Array.isArray(modules) && modules.length > 0 && !modules.includes(module.id) && module.module_type !== 'parcel';
}

/**
 * After a module is chosen (`module/selected`), a signed-in customer is sent to /interest when the spec's condition holds.
 * It answers the event (`on`, not `observe`): a module chosen on the landing page before these overlays have loaded is
 * held by the bus and handed over when they mount, so a quick customer still gets the step.
 */
export function useInterestRedirect() {
  const isSignedIn = useAtomValue(isSignedInAtom);
  const navigate = useNavigate();
  useEffect(() => {
    if (!isSignedIn) return;
    const subscription = on('module/selected').subscribe((event) => {
      fetchCustomerInfo()
        .then((info) => {
          if (wantsInterest(info as InterestInfo, event.module)) navigate(routes.interest());
        })
        .catch(() => undefined); // no redirect when the profile cannot be read
    });
    return () => subscription.unsubscribe();
  }, [isSignedIn, navigate]);
}
