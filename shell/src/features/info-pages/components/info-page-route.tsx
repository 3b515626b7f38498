import { Button } from 'antd';
// antd's Typography styles the admin's rich text (headings, lists, code, tables) inside it; this page loads on intent
import { Alert, Typography as RichText } from 'antd-on-intent';
import { request, useConfig, useLanguage, type ApiError, Typography, Skeleton } from '@storefront/platform';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useT } from '../../../i18n';
import { NotFoundRoute } from '../../../app/routes/not-found-route';
import { isInfoPageOn, type InfoPage } from '../info-pages';
import { sanitizeHtml } from '../sanitize-html';

interface PageText {
  title: string;
  content: string;
}

/**
 * An info page (terms, privacy, a policy, about us): its title and rich text
 * from the API in the visitor's language, sanitised before it is shown. A
 * policy the config turns off is the 404 page, not a blank one.
 */
export default function InfoPageRoute({ page }: { page: InfoPage }) {
  const t = useT();
  const language = useLanguage();
  const config = useConfig();
  const enabled = !page.flag || (config.data ? isInfoPageOn(page, config.data) : undefined);
  const text = useSWR<PageText, ApiError>(enabled ? ['info-page', page.apiPath, language] : null, () => request<PageText>(page.apiPath), {
    revalidateIfStale: false,
  });
  const html = useMemo(() => (text.data ? sanitizeHtml(text.data.content) : ''), [text.data]);

  if (page.flag && config.error) return <ErrorMessage message={config.error.message} onRetry={() => void config.mutate()} />;
  if (enabled === false || text.error?.status === 404) return <NotFoundRoute />;
  if (text.error) return <ErrorMessage message={text.error.message} onRetry={() => void text.mutate()} />;

  return (
    <article aria-busy={!text.data} style={{ maxWidth: 860, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t(page.title)}
      </Typography.Title>
      {text.data ? (
        <RichText component="div">
          {/* the page text is rich text by design (headings, lists, links written in the admin panel); `html` has been through
              sanitizeHtml (DOMPurify, an allow list of text tags and safe hrefs) above, never the raw API answer */}
          <div className="info-page-content" dangerouslySetInnerHTML={{ __html: html }} />
        </RichText>
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} title={false} aria-label={t('Loading')} />
      )}
    </article>
  );
}

function ErrorMessage({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      action={
        <Button size="small" onClick={onRetry}>
          {t('Try again')}
        </Button>
      }
    />
  );
}
