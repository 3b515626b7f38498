import type { Customer } from '@storefront/contract';

export const demoCustomer: Customer = {
  id: 1,
  f_name: 'Jane',
  l_name: 'Doe',
  phone: '+15550100100',
  email: 'customer@example.com',
};
