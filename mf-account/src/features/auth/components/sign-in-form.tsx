import { routes } from '@storefront/contract';
import { guestIdAtom } from '@storefront/platform';
import { useT } from '../../../i18n';
import { Button } from 'antd';
import { Alert, Form } from 'antd-on-intent';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'react-router';
import { signInSchema, submitSignIn, type SignInValues } from '../api/sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useSubmit } from '../hooks/use-submit';
import { AuthCard } from './auth-card';
import { FormField } from '../../../components/form-field';

/** `/auth/sign-in`: email or phone and password; a guest's cart follows them into the account. */
export function SignInForm() {
  const t = useT();
  const guestId = useAtomValue(guestIdAtom);
  // The page to return to travels between sign-in and sign-up.
  const { search } = useLocation();
  const complete = useCompleteSignIn('Sign in successfully.');
  const { submit, submitting, error } = useSubmit(submitSignIn);
  const formik = useFormik<SignInValues>({
    initialValues: { emailOrPhone: '', password: '' },
    validationSchema: signInSchema,
    onSubmit: async (values) => {
      const response = await submit({ ...values, guestId });
      if (response?.token) complete(response.token);
    },
  });

  return (
    <AuthCard
      title={t('Sign In')}
      footer={
        <span>
          {t("Don't have an account?")} <Link to={`${routes.signUp()}${search}`}>{t('Sign Up')}</Link>
        </span>
      }
    >
      <form onSubmit={formik.handleSubmit} noValidate aria-label={t('Sign In')}>
        <Form layout="vertical" component="div">
          {error ? <Alert type="error" showIcon title={t(error.message)} style={{ marginBottom: 16 }} /> : null}
          <FormField
            formik={formik}
            name="emailOrPhone"
            id="sign-in-email-or-phone"
            label={t('Email or phone')}
            autoComplete="username"
            placeholder={t('Enter your email or phone')}
          />
          <FormField
            formik={formik}
            name="password"
            id="sign-in-password"
            label={t('Password')}
            type="password"
            autoComplete="current-password"
            placeholder={t('Enter your password')}
          />
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('Sign In')}
          </Button>
        </Form>
      </form>
    </AuthCard>
  );
}
