import type { Customer } from '../../model/types';
import { request } from '../client';

export const requestGuestId = () =>
  request<{ message?: string; guest_id: string | number }>('auth/guest/request', { method: 'POST' });

export interface SignInInput {
  emailOrPhone: string;
  password: string;
  guestId?: string | null;
}

export const signIn = ({ emailOrPhone, password, guestId }: SignInInput) =>
  request<{ token: string }>('auth/login', {
    method: 'POST',
    body: {
      email_or_phone: emailOrPhone,
      field_type: emailOrPhone.includes('@') ? 'email' : 'phone',
      login_type: 'manual',
      password,
      ...(guestId ? { guest_id: guestId } : {}),
    },
  });

export interface SignUpInput {
  f_name: string;
  l_name: string;
  email: string;
  phone: string;
  password: string;
  guestId?: string | null;
}

export const signUp = ({ guestId, ...fields }: SignUpInput) =>
  request<{ token: string }>('auth/sign-up', {
    method: 'POST',
    body: { ...fields, ...(guestId ? { guest_id: guestId } : {}) },
  });

export const getCustomerInfo = () => request<Customer>('customer/info');
