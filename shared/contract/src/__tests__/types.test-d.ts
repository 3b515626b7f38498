// Type-level tests, checked by `tsc --noEmit` (the package's typecheck): every
// line marked with the expect-error directive must fail to compile, or tsc
// reports the directive as unused.
import type { ExposeOf, ExposeProps, RemoteName } from '../remotes';
import { routes } from '../routes';
import { cacheKeys } from '../cache-keys';
import type { Item, Module, TrackedOrder } from '../wire';

declare function mount<R extends RemoteName, E extends ExposeOf<R>>(remote: R, expose: E, props?: ExposeProps<R, E>): void;

mount('mf_cart', './CartButton');
mount('mf_account', './ProfileMenu', {});
// @ts-expect-error a misspelt expose
mount('mf_cart', './CartButon');
// @ts-expect-error an expose of another remote
mount('mf_cart', './ProfileMenu');
// @ts-expect-error a remote that does not exist
mount('mf-cart', './CartButton');
// @ts-expect-error a prop the expose does not take
mount('mf_cart', './CartButton', { open: true });

routes.store({ id: 'fresh-mart', moduleId: 2 });
// @ts-expect-error a store link needs its id
routes.store({ moduleId: 2 });
routes.checkout({ page: 'cart' });
// @ts-expect-error the spec's checkout pages only
routes.checkout({ page: 'basket' });

cacheKeys.cart('token', null, 1);
// @ts-expect-error the module id is a number
cacheKeys.cart('token', null, '1');

// Wire types come from the API schemas, tightened where clients need it.
const moduleType: Module['module_type'] = 'food';
// @ts-expect-error not a module type
const wrongType: Module['module_type'] = 'books';
// @ts-expect-error not an order status
const wrongStatus: TrackedOrder['order_status'] = 'lost';
// @ts-expect-error an item's id is a number
const wrongId: Item['id'] = '1';
void [moduleType, wrongType, wrongStatus, wrongId];
