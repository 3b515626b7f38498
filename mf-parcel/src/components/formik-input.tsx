import { Form, Input } from 'antd-on-intent';
import { getIn, type FormikProps } from 'formik';
import { useT } from '../i18n';

export interface FormikInputProps<Values> {
  formik: FormikProps<Values>;
  /** The field's path in the form's values, nested by dots ('receiver.name'). */
  name: string;
  id: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'tel';
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  placeholder?: string;
  style?: React.CSSProperties;
}

/** One labelled input bound to formik by its path; its translated error shows once the field was touched. */
export function FormikInput<Values>({
  formik,
  name,
  id,
  label,
  required,
  type,
  inputMode,
  autoComplete,
  placeholder,
  style,
}: FormikInputProps<Values>) {
  const t = useT();
  const error: unknown = getIn(formik.errors, name);
  const message = getIn(formik.touched, name) && typeof error === 'string' ? t(error) : undefined;
  return (
    <Form.Item label={label} htmlFor={id} required={required} validateStatus={message ? 'error' : undefined} help={message} style={style}>
      <Input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={String(getIn(formik.values, name) ?? '')}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        aria-invalid={message ? true : undefined}
      />
    </Form.Item>
  );
}
