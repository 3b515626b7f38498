import { Form, Input } from 'antd-on-intent';
import type { FormikProps } from 'formik';
import { useT } from '../i18n';

export interface FormFieldProps<Values> {
  formik: FormikProps<Values>;
  name: keyof Values & string;
  id: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  placeholder?: string;
  /** true unless said otherwise: the label's mark */
  required?: boolean;
  disabled?: boolean;
  /** a text area of two to four rows */
  multiline?: boolean;
  maxLength?: number;
}

/** One labelled input bound to formik; its (translated) error shows once the field was touched. */
export function FormField<Values>({
  formik,
  name,
  id,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  required = true,
  disabled,
  multiline,
  maxLength,
}: FormFieldProps<Values>) {
  const t = useT();
  const rawError = formik.errors[name];
  const message = formik.touched[name] && typeof rawError === 'string' ? t(rawError) : undefined;
  const common = {
    id,
    name,
    placeholder,
    disabled,
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
      ) : type === 'password' ? (
        <Input.Password {...common} autoComplete={autoComplete} />
      ) : (
        <Input {...common} type={type} autoComplete={autoComplete} />
      )}
    </Form.Item>
  );
}
