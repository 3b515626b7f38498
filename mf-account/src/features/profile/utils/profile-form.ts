import type { Customer } from '@storefront/contract';
import { passwordProblem } from '@storefront/domain';
import * as yup from 'yup';
import { t } from '../../../i18n';

/** The image rule of the profile form (spec: discovery-and-modules §5): jpg, png, jpeg or gif, at most 2 MB. */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export interface ProfileValues {
  f_name: string;
  l_name: string;
  phone: string;
  email: string;
  password: string;
  confirm_password: string;
}

/** The image's problem as a text key, or null when it may be sent (the server checks its bytes again). */
export function imageProblem(file: File): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Only jpg, png, jpeg and gif images can be uploaded.';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'The image must be 2 MB or smaller.';
  return null;
}

/** A customer signed in through Google, Facebook or Apple has no password here. */
export const isSocialLogin = (customer: Customer | undefined) => {
  const medium = (customer as { login_medium?: unknown } | undefined)?.login_medium;
  return typeof medium === 'string' && medium !== 'manual';
};

export const profileValuesOf = (customer: Customer | undefined): ProfileValues => ({
  f_name: customer?.f_name ?? '',
  l_name: customer?.l_name ?? '',
  phone: customer?.phone ?? '',
  email: customer?.email ?? '',
  password: '',
  confirm_password: '',
});

/** The spec's rules and messages (discovery-and-modules §5 Profile form); a new password follows the sign-up's policy. */
export const profileSchema: yup.ObjectSchema<ProfileValues> = yup.object({
  f_name: yup.string().trim().required('name is required'),
  l_name: yup.string().trim().required('last name required'),
  phone: yup.string().trim().required('phone number required'),
  email: yup.string().trim().required('Email is required').email('Must be a valid email').max(255, 'Email is too long'),
  password: yup
    .string()
    .default('')
    .test('password-policy', function checkPassword(password = '') {
      if (!password) return true;
      const { f_name, l_name, email, phone } = this.parent as ProfileValues;
      const problem = passwordProblem(password, { userInputs: [`${f_name} ${l_name}`, email, phone] });
      return problem ? this.createError({ message: t(problem.message, problem.vars) }) : true;
    }),
  confirm_password: yup
    .string()
    .default('')
    .when('password', {
      is: (password: string | undefined) => Boolean(password),
      then: (schema) => schema.required('Confirm password is required').oneOf([yup.ref('password')], 'Passwords do not match'),
    }),
});

/** Whether anything would change: the spec's 'No changes found to update.' otherwise. */
export function hasChanges(values: ProfileValues, initial: ProfileValues, image: File | null): boolean {
  return (
    image !== null ||
    values.password !== '' ||
    values.f_name.trim() !== initial.f_name ||
    values.l_name.trim() !== initial.l_name ||
    values.email.trim() !== initial.email
  );
}

export function profileForm(values: ProfileValues, image: File | null): FormData {
  const form = new FormData();
  form.append('f_name', values.f_name.trim());
  form.append('l_name', values.l_name.trim());
  form.append('phone', values.phone);
  form.append('email', values.email.trim());
  if (values.password) {
    form.append('password', values.password);
    form.append('confirm_password', values.confirm_password);
  }
  if (image) form.append('image', image);
  return form;
}
