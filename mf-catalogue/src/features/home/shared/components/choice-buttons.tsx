import { theme } from 'antd';
import { useId, type CSSProperties } from 'react';

export interface ChoiceButtonsProps<Value extends string> {
  /** The group's accessible name. */
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly { value: Value; label: string }[];
}

// Only a rule can style the focused and hovered choice; the colours come from the group's custom properties.
const CSS =
  '.sf-choice{cursor:pointer;transition:color .2s,background .2s,border-color .2s}' +
  '.sf-choice:hover:not(.sf-choice-on){color:var(--sf-choice-hover)}' +
  '.sf-choice:has(input:focus-visible){outline:3px solid var(--sf-choice-focus);outline-offset:1px;z-index:1}';

/**
 * A few choices side by side, one chosen: antd's solid button radio group
 * (`Radio.Group optionType="button" buttonStyle="solid"`) in look and in
 * behaviour: native radio inputs in labels, so arrows move the choice, the
 * group is a `radiogroup` and each choice a `radio`. Not antd's Radio: its
 * module imports the form's context, and with it the form package (about
 * 8 KB gzip that the first view of every page carried for this one group
 * on the home).
 */
export function ChoiceButtons<Value extends string>({ label, value, onChange, options }: ChoiceButtonsProps<Value>) {
  const { token } = theme.useToken();
  const name = useId();
  const radius = token.borderRadius;
  return (
    <div
      role="radiogroup"
      aria-label={label}
      style={
        {
          display: 'inline-flex',
          '--sf-choice-hover': token.colorPrimaryHover,
          '--sf-choice-focus': token.colorPrimaryBorder,
        } as CSSProperties
      }
    >
      <style href="sf-choice-buttons" precedence="default">
        {CSS}
      </style>
      {options.map((option, index) => {
        const on = option.value === value;
        const first = index === 0;
        const last = index === options.length - 1;
        return (
          <label
            key={option.value}
            className={on ? 'sf-choice sf-choice-on' : 'sf-choice'}
            style={{
              position: 'relative',
              display: 'inline-flex',
              alignItems: 'center',
              height: token.controlHeight,
              paddingInline: token.paddingSM + 3,
              fontSize: token.fontSize,
              whiteSpace: 'nowrap',
              color: on ? token.colorTextLightSolid : token.colorText,
              background: on ? token.colorPrimary : token.colorBgContainer,
              border: `${token.lineWidth}px ${token.lineType} ${on ? token.colorPrimary : token.colorBorder}`,
              marginInlineStart: first ? 0 : -token.lineWidth,
              zIndex: on ? 1 : undefined,
              borderStartStartRadius: first ? radius : 0,
              borderEndStartRadius: first ? radius : 0,
              borderStartEndRadius: last ? radius : 0,
              borderEndEndRadius: last ? radius : 0,
            }}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={on}
              onChange={() => onChange(option.value)}
              style={{ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' }}
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
