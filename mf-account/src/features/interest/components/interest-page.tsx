import { CheckCircleFilled } from '@ant-design/icons';
import { routes } from '@storefront/contract';
import { ApiError, moduleAtom, toast, Typography, Skeleton } from '@storefront/platform';
import { Alert, Avatar, Card, Empty } from 'antd-on-intent';
import { Button, Flex } from 'antd';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n';
import { useCustomerInfo } from '../../profile/api/get-customer-info';
import { reviewServerMessage } from '../../reviews/utils/server-messages';
import { updateInterest, useModuleCategories, type InterestInfo } from '../api/interest';

/**
 * /interest (spec: discovery-and-modules §2): after choosing a module the customer picks the
 * categories they like; customer/update-interest saves them and the home follows. Skip leaves it.
 */
export function InterestPage() {
  const t = useT();
  const navigate = useNavigate();
  const module = useAtomValue(moduleAtom);
  const customer = useCustomerInfo();
  const categories = useModuleCategories(module?.id ?? null);
  const saved = useMemo(() => new Set((customer.data as InterestInfo | undefined)?.interest ?? []), [customer.data]);
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [saving, setSaving] = useState(false);
  const mainCategories = (categories.data ?? []).filter((category) => !category.parent_id);
  const selected = chosen ?? new Set(mainCategories.filter((category) => saved.has(category.id)).map((category) => category.id));

  if (!module)
    return (
      <Alert type="warning" showIcon title={t('A module must be selected to continue.')} style={{ maxWidth: 600, margin: '24px auto' }} />
    );

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };
  const save = async () => {
    if (selected.size === 0) {
      toast('warning', t('Choose at least one category.'));
      return;
    }
    setSaving(true);
    try {
      const answer = await updateInterest([...selected]);
      toast('success', reviewServerMessage(answer.message, t));
      await customer.mutate();
      navigate(routes.home());
    } catch (error) {
      toast('error', reviewServerMessage(error instanceof ApiError ? error.message : String(error), t));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Flex vertical gap={16} style={{ maxWidth: 900, margin: '0 auto', padding: 16, width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('Choose your interests')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('Pick the categories you like and we will show you more of them.')}</Typography.Text>
      {categories.error ? (
        <Alert type="error" showIcon title={reviewServerMessage(categories.error.message, t)} />
      ) : !categories.data ? (
        <Skeleton active />
      ) : mainCategories.length === 0 ? (
        <Empty description={t('No categories found')} />
      ) : (
        <div
          role="group"
          aria-label={t('Categories')}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12 }}
        >
          {mainCategories.map((category) => {
            const on = selected.has(category.id);
            return (
              <Card
                key={category.id}
                hoverable
                size="small"
                role="checkbox"
                aria-checked={on}
                aria-label={category.name}
                tabIndex={0}
                onClick={() => toggle(category.id)}
                onKeyDown={(event) => {
                  if (event.key === ' ' || event.key === 'Enter') {
                    event.preventDefault();
                    toggle(category.id);
                  }
                }}
                style={{ textAlign: 'center', borderColor: on ? '#039D55' : undefined, position: 'relative' }}
              >
                {on && <CheckCircleFilled aria-hidden style={{ position: 'absolute', top: 8, insetInlineEnd: 8, color: '#039D55' }} />}
                <Avatar shape="square" size={56} src={category.image_full_url ?? undefined} alt="" />
                <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: '8px 0 0' }}>
                  {category.name}
                </Typography.Paragraph>
              </Card>
            );
          })}
        </div>
      )}
      <Flex gap={8} justify="end">
        <Button onClick={() => navigate(routes.home())}>{t('Skip')}</Button>
        <Button type="primary" loading={saving} disabled={selected.size === 0} onClick={() => void save()}>
          {t('Save')}
        </Button>
      </Flex>
    </Flex>
  );
}
