import { routes } from '@storefront/contract';
import { guestIdAtom } from '@storefront/platform';
import { useT } from '../../../i18n';
import { Button } from 'antd';
import { Alert, Col, Form, Row } from 'antd-on-intent';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'react-router';
import { signUpSchema, submitSignUp, type SignUpValues } from '../api/sign-up';
import { setWelcomeFlag } from '../../welcome/utils/welcome-flag';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useSubmit } from '../hooks/use-submit';
import { AuthCard } from './auth-card';
import { FormField } from '../../../components/form-field';

const FIELDS = new Set<string>(['f_name', 'l_name', 'email', 'phone', 'password']);

/** `/auth/sign-up`: a new customer account, signed in at once. */
export function SignUpForm() {
  const t = useT();
  const guestId = useAtomValue(guestIdAtom);
  // The page to return to travels between sign-in and sign-up.
  const { search } = useLocation();
  const complete = useCompleteSignIn('Signup successfully.');
  const { submit, submitting, error } = useSubmit(submitSignUp);
  const formik = useFormik<SignUpValues>({
    initialValues: { f_name: '', l_name: '', email: '', phone: '', password: '', confirmPassword: '' },
    validationSchema: signUpSchema,
    onSubmit: async ({ confirmPassword, ...values }) => {
      void confirmPassword;
      const response = await submit({ ...values, guestId });
      if (response?.token) {
        setWelcomeFlag(); // the welcome modal greets the new customer (spec: discovery-and-modules §4)
        complete(response.token);
      }
    },
  });
  // The server names the field of a validation error in its code (`email`, `phone` ...).
  const fieldError = error?.errors.find((entry) => FIELDS.has(entry.code));

  return (
    <AuthCard
      title={t('Sign Up')}
      footer={
        <span>
          {t('Already have an account?')} <Link to={`${routes.signIn()}${search}`}>{t('Sign In')}</Link>
        </span>
      }
    >
      <form onSubmit={formik.handleSubmit} noValidate aria-label={t('Sign Up')}>
        <Form layout="vertical" component="div">
          {error ? <Alert type="error" showIcon title={t(fieldError?.message || error.message)} style={{ marginBottom: 16 }} /> : null}
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <FormField formik={formik} name="f_name" id="sign-up-first-name" label={t('First name')} autoComplete="given-name" />
            </Col>
            <Col xs={24} sm={12}>
              <FormField formik={formik} name="l_name" id="sign-up-last-name" label={t('Last name')} autoComplete="family-name" />
            </Col>
          </Row>
          <FormField formik={formik} name="email" id="sign-up-email" label={t('Email')} type="email" autoComplete="email" />
          <FormField
            formik={formik}
            name="phone"
            id="sign-up-phone"
            label={t('Phone')}
            type="tel"
            autoComplete="tel"
            placeholder={t('Enter phone number')}
          />
          <FormField
            formik={formik}
            name="password"
            id="sign-up-password"
            label={t('Password')}
            type="password"
            autoComplete="new-password"
          />
          <FormField
            formik={formik}
            name="confirmPassword"
            id="sign-up-confirm-password"
            label={t('Confirm password')}
            type="password"
            autoComplete="new-password"
          />
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('Sign Up')}
          </Button>
        </Form>
      </form>
    </AuthCard>
  );
}
