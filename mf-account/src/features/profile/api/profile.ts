import { request } from '@storefront/platform';

/** POST customer/update-profile as multipart (spec: discovery-and-modules §7): names, phone, email, image, password only if set. */
export const updateProfile = (form: FormData) => request<{ message: string }>('customer/update-profile', { method: 'POST', body: form });

/** DELETE customer/remove-account: the customer and everything of theirs. */
export const removeAccount = () => request<{ message: string }>('customer/remove-account', { method: 'DELETE' });
