import { useT } from '../../../i18n';
import { Button } from 'antd';
import { useId, useRef, useState } from 'react';
import { addPrescriptionFiles, MAX_PRESCRIPTION_IMAGES } from '../utils/prescription-files';
import { Typography } from '@storefront/platform';

export interface PrescriptionUploadProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** Shown when the order cannot go without an image. */
  missingMessage: string | null;
}

/** Up to 3 prescription images, picked by keyboard or mouse; a refused file says why. */
export function PrescriptionUpload({ files, onChange, missingMessage }: PrescriptionUploadProps) {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [issue, setIssue] = useState<string | null>(null);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <label htmlFor={inputId}>{t('Prescription images (up to {max})', { max: MAX_PRESCRIPTION_IMAGES })}</label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          const next = addPrescriptionFiles(files, picked);
          setIssue(next.issue);
          onChange(next.files);
          // the same file can be picked again after its removal
          event.target.value = '';
        }}
      />
      {files.length > 0 ? (
        <ul aria-label={t('Chosen prescription images')} style={{ margin: 0, paddingInlineStart: 18 }}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <span>{file.name}</span>
              <Button
                size="small"
                type="link"
                aria-label={t('Remove {name}', { name: file.name })}
                onClick={() => {
                  setIssue(null);
                  onChange(files.filter((_, position) => position !== index));
                }}
              >
                {t('Remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {issue ? (
        <Typography.Text type="danger" role="alert">
          {t(issue)}
        </Typography.Text>
      ) : missingMessage && files.length === 0 ? (
        <Typography.Text type="warning">{t(missingMessage)}</Typography.Text>
      ) : null}
    </div>
  );
}
