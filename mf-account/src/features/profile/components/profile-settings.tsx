import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { routes } from '@storefront/contract';
import { ApiError, emit, toast, tokenAtom, Typography, useFeedback } from '@storefront/platform';
import { Button, Flex } from 'antd';
import { Avatar, Card, Col, Form, Row } from 'antd-on-intent';
import { useFormik } from 'formik';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n';
import { FormField } from '../../../components/form-field';
import { removeAccount, updateProfile } from '../api/profile';
import { useCustomerInfo } from '../api/get-customer-info';
import { profileServerMessage } from '../utils/server-messages';
import {
  hasChanges,
  imageProblem,
  isSocialLogin,
  PROFILE_IMAGE_TYPES,
  profileForm,
  profileSchema,
  profileValuesOf,
  type ProfileValues,
} from '../utils/profile-form';

/** `/profile?page=profile-settings`: the customer's names, email, password and picture; deleting the account. */
export function ProfileSettings() {
  const t = useT();
  const { data: customer, mutate } = useCustomerInfo();
  const initial = useMemo(() => profileValuesOf(customer), [customer]);
  const social = isSocialLogin(customer);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const preview = useObjectUrl(image);
  const fileInput = useRef<HTMLInputElement>(null);

  const formik = useFormik<ProfileValues>({
    initialValues: initial,
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: async (values) => {
      if (!hasChanges(values, initial, image)) {
        toast('info', t('No changes found to update.'));
        return;
      }
      try {
        await updateProfile(profileForm(values, image));
        toast('success', t('Updated successfully.'));
        setImage(null);
        formik.resetForm({ values: { ...values, password: '', confirm_password: '' } });
        await mutate();
      } catch (error) {
        toast('error', profileServerMessage(error instanceof ApiError ? error.message : String(error), t));
      }
    },
  });

  const chooseImage = (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    setImageError(problem);
    setImage(problem ? null : file);
  };

  return (
    <Flex vertical gap={16}>
      <Card title={t('Edit Profile')}>
        <form onSubmit={formik.handleSubmit} noValidate aria-label={t('Edit Profile')}>
          <Form layout="vertical" component="div">
            <Flex gap={16} align="center" wrap style={{ marginBottom: 16 }}>
              <Avatar
                size={88}
                src={preview ?? (customer?.image_full_url || undefined)}
                icon={<UserOutlined aria-hidden />}
                alt={t('Profile image')}
              />
              <Flex vertical gap={4}>
                <input
                  ref={fileInput}
                  id="profile-image"
                  type="file"
                  accept={PROFILE_IMAGE_TYPES.join(',')}
                  style={{ display: 'none' }}
                  aria-label={t('Profile image')}
                  onChange={(event) => {
                    chooseImage(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
                <Button icon={<UploadOutlined aria-hidden />} onClick={() => fileInput.current?.click()}>
                  {t('Choose image')}
                </Button>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('Image format - jpg, png, jpeg, gif. Image size - maximum 2 MB. Image ratio - 1:1')}
                </Typography.Text>
                {imageError && (
                  <Typography.Text type="danger" role="alert">
                    {t(imageError)}
                  </Typography.Text>
                )}
              </Flex>
            </Flex>
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                <FormField formik={formik} name="f_name" id="profile-first-name" label={t('First name')} autoComplete="given-name" />
              </Col>
              <Col xs={24} sm={12}>
                <FormField formik={formik} name="l_name" id="profile-last-name" label={t('Last name')} autoComplete="family-name" />
              </Col>
              <Col xs={24} sm={12}>
                <FormField formik={formik} name="phone" id="profile-phone" label={t('Phone')} type="tel" disabled />
              </Col>
              <Col xs={24} sm={12}>
                <FormField formik={formik} name="email" id="profile-email" label={t('Email')} type="email" autoComplete="email" />
              </Col>
            </Row>
            {social ? (
              <Typography.Paragraph type="secondary">
                {t('Password can not be updated while you are logged in by using social logins.')}
              </Typography.Paragraph>
            ) : (
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <FormField
                    formik={formik}
                    name="password"
                    id="profile-password"
                    label={t('New password')}
                    type="password"
                    autoComplete="new-password"
                    required={false}
                  />
                </Col>
                <Col xs={24} sm={12}>
                  <FormField
                    formik={formik}
                    name="confirm_password"
                    id="profile-confirm-password"
                    label={t('Confirm password')}
                    type="password"
                    autoComplete="new-password"
                    required={Boolean(formik.values.password)}
                  />
                </Col>
              </Row>
            )}
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
              {t('Update Profile')}
            </Button>
          </Form>
        </form>
      </Card>
      <DeleteAccount />
    </Flex>
  );
}

/** A preview address for the chosen file, released when it changes. */
function useObjectUrl(file: File | null) {
  const url = useMemo(() => {
    try {
      return file ? URL.createObjectURL(file) : null;
    } catch {
      return null; // no preview (an old browser, a test's DOM): the upload still works
    }
  }, [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** Asks first; then the account is gone, the token with it, and the visitor is back on the landing page. */
function DeleteAccount() {
  const t = useT();
  const { modal } = useFeedback();
  const setToken = useSetAtom(tokenAtom);
  const navigate = useNavigate();
  const confirm = () =>
    modal.confirm({
      title: t('Delete your account?'),
      content: t('Your orders history, addresses, wallet and points will be removed. This cannot be undone.'),
      okText: t('Delete'),
      okButtonProps: { danger: true },
      cancelText: t('Cancel'),
      onOk: async () => {
        try {
          await removeAccount();
        } catch (error) {
          // the spec: with errors in the answer, the first message is toasted
          toast('error', profileServerMessage(error instanceof ApiError ? error.message : String(error), t));
          return;
        }
        navigate(routes.landing());
        setToken(null);
        emit({ type: 'auth/signed-out' });
        toast('success', t('Account has been deleted'));
      },
    });
  return (
    <Card title={t('Delete account')} size="small">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary">{t('Delete your account and everything in it.')}</Typography.Text>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirm}>
          {t('Delete account')}
        </Button>
      </Flex>
    </Card>
  );
}
