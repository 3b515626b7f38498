import { request } from '@storefront/platform';
import * as yup from 'yup';

export const SIGN_UP_PASSWORD_MIN = 8;

export interface SignUpValues {
  f_name: string;
  l_name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

export const signUpSchema: yup.ObjectSchema<SignUpValues> = yup.object({
  f_name: yup.string().trim().required('name is required'),
  l_name: yup.string().trim().required('last name required'),
  email: yup.string().trim().required('Email is required').email('Must be a valid email').max(255, 'Email is too long'),
  phone: yup
    .string()
    .trim()
    .required('phone number required')
    .matches(/^\+?[0-9\s-]{6,20}$/, 'Enter a valid phone number'),
  password: yup.string().required('Password is required').min(SIGN_UP_PASSWORD_MIN, 'Password must be at least 8 characters'),
  confirmPassword: yup
    .string()
    .required('Confirm password is required')
    .oneOf([yup.ref('password')], 'Passwords do not match'),
});

export const signUpKey = 'auth/sign-up';

export interface SignUpInput {
  f_name: string;
  l_name: string;
  email: string;
  phone: string;
  password: string;
  guestId?: string | null;
}

export const submitSignUp = ({ guestId, ...input }: SignUpInput) =>
  request<{ token: string }>('auth/sign-up', {
    method: 'POST',
    body: {
      f_name: input.f_name.trim(),
      l_name: input.l_name.trim(),
      email: input.email.trim(),
      phone: input.phone.replace(/[\s-]/g, ''),
      password: input.password,
      ...(guestId ? { guest_id: guestId } : {}),
    },
  });
