import { routes } from '@storefront/contract';
import { Button, Flex, Grid } from 'antd';
import { moduleAtom, useConfig, WhenNear, Typography } from '@storefront/platform';
import { useAtomValue } from 'jotai';
import { lazy } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { INFO_PAGES, isInfoPageOn } from '../../info-pages/info-pages';
import { useLandingData } from '../api/use-landing-data';

// The form (antd's Input, in the on-intent part) loads when scrolled near, after the rest of the footer.
const NewsletterForm = lazy(() => import('./newsletter-form'));

/** The form's height with its title and subtitle (measured: 100 px, 122 where the subtitle wraps), held until it loads. */
const NEWSLETTER_HEIGHT = 100;

const socialNames: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
};

const isOn = (status: string | number | undefined) => String(status) === '1';
/** Only web links leave the site (a config link is data, not markup we trust). */
const isWebLink = (link: string | undefined): link is string => typeof link === 'string' && /^https?:\/\//i.test(link);

const linkStyle: React.CSSProperties = { color: 'inherit', display: 'inline-block', paddingBlock: 4 };

/**
 * What the site's footer shows (discovery-and-modules §2): description, social
 * links, the app badges each by its status, contact details, the newsletter,
 * the footer text from config, and the info links. The policy links follow the
 * config's flags and are left out on small screens, where the drawer carries
 * the site's navigation. The landmark around it is SiteFooter's.
 */
export default function FooterContent() {
  const t = useT();
  const screens = Grid.useBreakpoint();
  const { data: config } = useConfig();
  const { data: landing } = useLandingData();
  const module = useAtomValue(moduleAtom);
  const isParcel = module?.module_type === 'parcel';
  const small = screens.md === false;
  // antd's Row and Col spans (24 wide; 8, 5, 5, 6 from lg, halves from md) as one CSS grid
  const columns = screens.lg ? '8fr 5fr 5fr 6fr' : screens.md ? '1fr 1fr' : '1fr';
  const apps = landing?.download_user_app_links;
  // an entry with a status shows only when it is 1
  const social = (config?.social_media ?? []).filter((entry) => {
    const status = (entry as { status?: string | number }).status;
    return isWebLink(entry.link) && (status === undefined || isOn(status));
  });

  return (
    <div style={{ maxWidth: 1200, margin: '0 auto' }}>
      <div style={{ display: 'grid', gridTemplateColumns: columns, columnGap: 32, rowGap: 24 }}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {config?.business_name ?? t('Storefront')}
          </Typography.Title>
          {landing?.fixed_footer_description ? <Typography.Paragraph>{landing.fixed_footer_description}</Typography.Paragraph> : null}
          {social.length > 0 ? (
            <Flex component="ul" gap={12} wrap style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('Social media')}>
              {social.map((entry) => (
                <li key={entry.name}>
                  <a
                    href={entry.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    style={{ ...linkStyle, display: 'inline-flex', alignItems: 'center', minHeight: 44, paddingInline: 4 }}
                  >
                    {socialNames[entry.name.toLowerCase()] ?? entry.name}
                  </a>
                </li>
              ))}
            </Flex>
          ) : null}
          <Flex gap={8} wrap style={{ marginTop: 12 }}>
            {isOn(apps?.playstore_url_status) && isWebLink(apps?.playstore_url) ? (
              <Button href={apps.playstore_url} target="_blank" rel="noopener noreferrer">
                {t('Get it on Google Play')}
              </Button>
            ) : null}
            {isOn(apps?.apple_store_url_status) && isWebLink(apps?.apple_store_url) ? (
              <Button href={apps.apple_store_url} target="_blank" rel="noopener noreferrer">
                {t('Download on the App Store')}
              </Button>
            ) : null}
          </Flex>
        </div>

        <div style={{ minWidth: 0 }}>
          <nav aria-label={t('Information')}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('Information')}
            </Typography.Title>
            <Flex component="ul" vertical style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {INFO_PAGES.filter((page) => isInfoPageOn(page, config))
                // the policy links stay off small screens (spec); About us is not a policy
                .filter((page) => !small || page.path === routes.aboutUs())
                .map((page) => (
                  <li key={page.path}>
                    <Link to={page.path} style={linkStyle}>
                      {t(page.title)}
                    </Link>
                  </li>
                ))}
              <li>
                <Link to={routes.helpAndSupport()} style={linkStyle}>
                  {isParcel ? t('Contact') : t('Help and support')}
                </Link>
              </li>
              <li>
                <Link to={routes.trackOrder()} style={linkStyle}>
                  {t('Track order')}
                </Link>
              </li>
            </Flex>
          </nav>
        </div>

        <div style={{ minWidth: 0 }}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('Contact us')}
          </Typography.Title>
          <Flex component="address" vertical gap={8} style={{ fontStyle: 'normal' }}>
            {config?.email ? (
              <a href={`mailto:${config.email}`} style={linkStyle}>
                {config.email}
              </a>
            ) : null}
            {config?.phone ? (
              <a href={`tel:${config.phone}`} style={linkStyle}>
                <bdi>{config.phone}</bdi>
              </a>
            ) : null}
            {config?.address ? <span>{config.address}</span> : null}
          </Flex>
        </div>

        <div style={{ minWidth: 0 }}>
          <WhenNear minHeight={NEWSLETTER_HEIGHT}>
            <NewsletterForm title={landing?.fixed_newsletter_title} subtitle={landing?.fixed_newsletter_sub_title} />
          </WhenNear>
        </div>
      </div>
      {config?.footer_text ? (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 32, marginBottom: 0 }}>
          {config.footer_text}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
