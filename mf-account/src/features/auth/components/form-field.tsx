import { useT } from '../../../i18n';
import { Input } from 'antd';
import { Form } from 'antd-on-intent';
import type { FormikProps } from 'formik';

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
}

/** One labelled input bound to formik; its error shows once the field was touched. */
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
}: FormFieldProps<Values>) {
  const t = useT();
  const touched = formik.touched[name];
  const rawError = formik.errors[name];
  const error = touched && typeof rawError === 'string' ? rawError : undefined;
  const message = error ? t(error) : undefined;
  const InputComponent = type === 'password' ? Input.Password : Input;
  return (
    <Form.Item label={label} htmlFor={id} required={required} validateStatus={message ? 'error' : undefined} help={message}>
      <InputComponent
        id={id}
        name={name}
        type={type === 'password' ? undefined : type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        disabled={disabled}
        value={String(formik.values[name] ?? '')}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        aria-invalid={message ? true : undefined}
      />
    </Form.Item>
  );
}
