import { request } from '@storefront/platform';
import * as yup from 'yup';

export const SIGN_IN_PASSWORD_MIN = 6;

export interface SignInValues {
  emailOrPhone: string;
  password: string;
}

export const signInSchema: yup.ObjectSchema<SignInValues> = yup.object({
  emailOrPhone: yup.string().trim().required('Email or phone is required'),
  password: yup.string().required('Password is required').min(SIGN_IN_PASSWORD_MIN, 'Password must be at least 6 characters'),
});

export const signInKey = 'auth/login';

/** Signs in; the guest id lets the server merge the guest's cart into the customer's. */
export interface SignInInput {
  emailOrPhone: string;
  password: string;
  guestId?: string | null;
}

export function submitSignIn({ emailOrPhone, password, guestId }: SignInInput) {
  const login = emailOrPhone.trim();
  return request<{ token: string }>('auth/login', {
    method: 'POST',
    body: {
      email_or_phone: login,
      field_type: login.includes('@') ? 'email' : 'phone',
      login_type: 'manual',
      password,
      ...(guestId ? { guest_id: guestId } : {}),
    },
  });
}
