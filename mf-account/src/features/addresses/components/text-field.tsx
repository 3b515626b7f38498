import { useT } from '../../../i18n';
import { Input } from 'antd';
import { Form } from 'antd-on-intent';
import type { FormikProps } from 'formik';

export interface TextFieldProps<Values> {
  formik: FormikProps<Values>;
  name: keyof Values & string;
  id: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
  maxLength?: number;
}

/** One labelled input bound to formik; its (translated) error shows once the field was touched. */
export function TextField<Values>({
  formik,
  name,
  id,
  label,
  required,
  type = 'text',
  autoComplete,
  placeholder,
  multiline,
  maxLength = 255,
}: TextFieldProps<Values>) {
  const t = useT();
  const rawError = formik.errors[name];
  const message = formik.touched[name] && typeof rawError === 'string' ? t(rawError) : undefined;
  const common = {
    id,
    name,
    placeholder,
    maxLength,
    value: String(formik.values[name] ?? ''),
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    'aria-invalid': message ? true : undefined,
  };
  return (
    <Form.Item label={label} htmlFor={id} required={required} validateStatus={message ? 'error' : undefined} help={message}>
      {multiline ? (
        <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 4 }} />
      ) : (
        <Input {...common} type={type} autoComplete={autoComplete} />
      )}
    </Form.Item>
  );
}
