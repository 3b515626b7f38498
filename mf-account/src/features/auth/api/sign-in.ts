import { signIn, type SignInInput } from '@storefront/shared';
import * as yup from 'yup';

export const SIGN_IN_PASSWORD_MIN = 6;

export interface SignInValues {
  emailOrPhone: string;
  password: string;
}

export const signInSchema: yup.ObjectSchema<SignInValues> = yup.object({
  emailOrPhone: yup.string().trim().required('Email or phone is required'),
  password: yup
    .string()
    .required('Password is required')
    .min(SIGN_IN_PASSWORD_MIN, 'Password must be at least 6 characters'),
});

export const signInKey = 'auth/login';

/** Signs in; the guest id lets the server merge the guest's cart into the customer's. */
export const submitSignIn = (input: SignInInput) => signIn({ ...input, emailOrPhone: input.emailOrPhone.trim() });
