import { passwordProblem } from '@storefront/domain';
import { request } from '@storefront/platform';
import * as yup from 'yup';
import { t } from '../../../i18n';

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
  // The storefront's one password rule (the server applies it too, with a strength estimate on top).
  password: yup
    .string()
    .required('Password is required')
    .test('password-policy', function checkPassword(password = '') {
      const { f_name, l_name, email, phone } = this.parent as SignUpValues;
      const problem = passwordProblem(password, { userInputs: [`${f_name} ${l_name}`, email, phone] });
      return problem ? this.createError({ message: t(problem.message, problem.vars) }) : true;
    }),
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
