import { routes } from '@storefront/contract';
import { Button } from 'antd';
import { Result } from 'antd-on-intent';
import { useT } from '../../i18n';
import { useNavigate } from 'react-router';

/** Any path no app owns: a translated 404 with a way back. */
export function NotFoundRoute() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('Page not found')}
      subTitle={t('The page you are looking for does not exist.')}
      extra={
        <Button type="primary" onClick={() => navigate(routes.landing())}>
          {t('Back to home')}
        </Button>
      }
    />
  );
}
