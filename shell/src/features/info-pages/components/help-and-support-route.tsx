import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Row } from 'antd-on-intent';
import { Button } from 'antd';
import { moduleAtom, useConfig, Typography, Skeleton } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';

/** /help-and-support ("Contact" in the parcel module): the business's address, phone and email from config. */
export default function HelpAndSupportRoute() {
  const t = useT();
  const { data: config, error, mutate } = useConfig();
  const isParcel = useAtomValue(moduleAtom)?.module_type === 'parcel';

  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={error.message}
        action={
          <Button size="small" onClick={() => void mutate()}>
            {t('Try again')}
          </Button>
        }
      />
    );
  }
  const cards: { key: string; icon: ReactNode; title: string; body: ReactNode }[] = config
    ? [
        { key: 'address', icon: <EnvironmentOutlined aria-hidden />, title: t('Address'), body: config.address },
        {
          key: 'phone',
          icon: <PhoneOutlined aria-hidden />,
          title: t('Call us'),
          body: config.phone ? (
            <a href={`tel:${config.phone}`}>
              <bdi>{config.phone}</bdi>
            </a>
          ) : null,
        },
        {
          key: 'email',
          icon: <MailOutlined aria-hidden />,
          title: t('Email us'),
          body: config.email ? <a href={`mailto:${config.email}`}>{config.email}</a> : null,
        },
      ].filter((card) => Boolean(card.body))
    : [];

  return (
    <section aria-labelledby="help-title" aria-busy={!config} style={{ maxWidth: 860, margin: '0 auto' }}>
      <Typography.Title id="help-title" level={1} style={{ fontSize: 28 }}>
        {isParcel ? t('Contact') : t('Help and support')}
      </Typography.Title>
      {config ? (
        <Row gutter={[16, 16]}>
          {cards.map((card) => (
            <Col key={card.key} xs={24} md={8}>
              <Card>
                <Typography.Title level={5} style={{ marginTop: 0 }}>
                  {card.icon} {card.title}
                </Typography.Title>
                <Typography.Paragraph style={{ marginBottom: 0 }}>{card.body}</Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      ) : (
        <Skeleton active aria-label={t('Loading')} />
      )}
    </section>
  );
}
