import type { Item } from '@storefront/contract';
import { VARIATION_RANGE_HINT, groupLimits, isRequiredGroup } from '@storefront/domain';
import { useT } from '../../../i18n';
import { Button } from 'antd';
import { Checkbox, Radio, Tag } from 'antd-on-intent';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import type { Choices } from '../utils/choices';
import { Typography } from '@storefront/platform';

const { Text } = Typography;
const fieldset: React.CSSProperties = { border: 0, margin: 0, padding: '8px 0', minWidth: 0 };
const row: React.CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, minHeight: 32 };

interface GroupsProps {
  item: Item;
  choices: Choices;
  onChange: (next: Choices) => void;
  formatPrice: (amount: number) => string;
}

/** Food variation groups: single (exactly one, a second click takes it off) and multi (min–max), with the required marker. */
export function FoodGroups({ item, choices, onChange, formatPrice }: GroupsProps) {
  const t = useT();
  return (
    <>
      {(item.food_variations ?? []).map((group) => {
        const chosen = choices.food[group.name] ?? [];
        const { min, max } = groupLimits(group);
        const set = (labels: string[]) => onChange({ ...choices, food: { ...choices.food, [group.name]: labels } });
        return (
          <fieldset key={group.name} style={fieldset}>
            <legend style={{ display: 'flex', gap: 8, alignItems: 'center', fontWeight: 600 }}>
              {group.name}
              <Tag color={isRequiredGroup(group) ? 'red' : 'default'} style={{ margin: 0 }}>
                {isRequiredGroup(group) ? t('Required') : t('Optional')}
              </Tag>
            </legend>
            {group.type === 'multi' ? (
              <Text type="secondary" style={{ fontSize: 12 }}>
                {t(VARIATION_RANGE_HINT, { min, max })}
              </Text>
            ) : null}
            {group.values.map((value) => {
              const selected = chosen.includes(value.label);
              const price = Number(value.optionPrice) || 0;
              const label = (
                <span>
                  {value.label}
                  {price > 0 ? <Text type="secondary"> +{formatPrice(price)}</Text> : null}
                </span>
              );
              return (
                <div key={value.label} style={row}>
                  {group.type === 'multi' ? (
                    <Checkbox
                      checked={selected}
                      onChange={(event) => set(event.target.checked ? [...chosen, value.label] : chosen.filter((l) => l !== value.label))}
                    >
                      {label}
                    </Checkbox>
                  ) : (
                    <Radio
                      name={`group-${group.name}`}
                      checked={selected}
                      // a click on the chosen value takes it off (a single group can be left empty when optional)
                      onClick={() => set(selected ? [] : [value.label])}
                    >
                      {label}
                    </Radio>
                  )}
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}

/** Older choice options (one option per title) or the variation types themselves, for modules other than food. */
export function TypedChoices({ item, choices, onChange }: Omit<GroupsProps, 'formatPrice'>) {
  const options = item.choice_options?.length
    ? item.choice_options.map((option) => ({ key: option.title, title: option.title, values: option.options }))
    : [{ key: '', title: '', values: (item.variations ?? []).map((variation) => variation.type) }];
  return (
    <>
      {options.map((option) => (
        <fieldset key={option.key} style={fieldset}>
          {option.title ? <legend style={{ fontWeight: 600 }}>{option.title}</legend> : null}
          <Radio.Group
            aria-label={option.title || undefined}
            value={choices.typed[option.key]}
            onChange={(event) => onChange({ ...choices, typed: { ...choices.typed, [option.key]: String(event.target.value) } })}
            options={option.values.map((value) => ({ label: value, value: option.key ? value : value.replace(/\s+/g, '') }))}
          />
        </fieldset>
      ))}
    </>
  );
}

/** Add-ons: a tick sets quantity 1, untick removes it; plus and minus only while ticked. */
export function AddOns({ item, choices, onChange, formatPrice }: GroupsProps) {
  const t = useT();
  const addOns = item.add_ons ?? [];
  if (addOns.length === 0) return null;
  const set = (id: number, quantity: number) => {
    const next = { ...choices.addOns };
    if (quantity > 0) next[id] = quantity;
    else delete next[id];
    onChange({ ...choices, addOns: next });
  };
  return (
    <fieldset style={fieldset}>
      <legend style={{ fontWeight: 600 }}>{t('Addons')}</legend>
      {addOns.map((addOn) => {
        const quantity = choices.addOns[addOn.id] ?? 0;
        return (
          <div key={addOn.id} style={row}>
            <Checkbox checked={quantity > 0} onChange={(event) => set(addOn.id, event.target.checked ? 1 : 0)}>
              {addOn.name} <Text type="secondary">+{formatPrice(Number(addOn.price) || 0)}</Text>
            </Checkbox>
            {quantity > 0 ? (
              <span
                role="group"
                aria-label={t('Quantity of {name}', { name: addOn.name })}
                style={{ display: 'flex', gap: 6, alignItems: 'center' }}
              >
                <Button
                  size="small"
                  shape="circle"
                  icon={<MinusOutlined aria-hidden />}
                  aria-label={t('Decrease quantity of {name}', { name: addOn.name })}
                  disabled={quantity <= 1}
                  onClick={() => set(addOn.id, quantity - 1)}
                />
                <output aria-label={t('Quantity')}>{quantity}</output>
                <Button
                  size="small"
                  shape="circle"
                  icon={<PlusOutlined aria-hidden />}
                  aria-label={t('Increase quantity of {name}', { name: addOn.name })}
                  onClick={() => set(addOn.id, quantity + 1)}
                />
              </span>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
