import { routes } from '@storefront/contract';
import { useT } from '../../../i18n';
import { Button } from 'antd';
import { Modal } from 'antd-on-intent';
import { Typography } from '@storefront/platform';

export interface CheckoutChoiceProps {
  open: boolean;
  onClose: () => void;
  onGo: (path: string) => void;
}

/** The spec's login-or-guest prompt, shown to a visitor without a token when guest checkout is on. */
export function CheckoutChoice({ open, onClose, onGo }: CheckoutChoiceProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={400}
      centered
      title={t('Do you want to login or continue as a guest?')}
      footer={
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={() => onGo(routes.checkout({ page: 'cart' }))}>{t('Guest')}</Button>
          <Button type="primary" onClick={() => onGo(routes.signIn())}>
            {t('Login')}
          </Button>
          <Button onClick={() => onGo(routes.signUp())}>{t('Sign Up')}</Button>
        </div>
      }
    >
      <Typography.Paragraph>
        {t(
          "If you log in, your order history will be saved. However, if you continue as a guest, you won't be able to see your order history after completing your order.",
        )}
      </Typography.Paragraph>
    </Modal>
  );
}
