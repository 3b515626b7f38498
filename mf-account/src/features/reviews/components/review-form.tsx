import { PictureOutlined } from '@ant-design/icons';
import { ApiError, toast, Typography } from '@storefront/platform';
import { Button, Flex } from 'antd';
import { Form, Input } from 'antd-on-intent';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../../i18n';
import { reviewServerMessage } from '../utils/server-messages';
import { REVIEW_IMAGE_TYPES, REVIEW_MAX_COMMENT, addReviewImages, reviewSchema, type ReviewValues } from '../utils/review-form';
import { StarRating } from './star-rating';

/**
 * One rating form (an item of the order, or its delivery man): stars, a comment and, for items,
 * up to three pictures. `onSubmit` sends it; the server's message is toasted.
 */
export function ReviewForm({
  id,
  withImages,
  onSubmit,
}: {
  id: string;
  withImages: boolean;
  onSubmit: (values: ReviewValues, images: File[]) => Promise<{ message: string }>;
}) {
  const t = useT();
  const [images, setImages] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const formik = useFormik<ReviewValues>({
    initialValues: { rating: 0, comment: '' },
    validationSchema: reviewSchema,
    onSubmit: async (values) => {
      try {
        const answer = await onSubmit(values, images);
        toast('success', reviewServerMessage(answer.message, t));
      } catch (error) {
        toast('error', reviewServerMessage(error instanceof ApiError ? error.message : String(error), t));
      }
    },
  });
  const ratingError = formik.submitCount > 0 && formik.errors.rating ? t(formik.errors.rating) : undefined;
  const commentError = formik.errors.comment ? t(formik.errors.comment) : undefined;
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('Rating')} required validateStatus={ratingError ? 'error' : undefined} help={ratingError}>
        <StarRating
          id={`${id}-rating`}
          label={t('Rating')}
          value={formik.values.rating}
          onChange={(rating) => void formik.setFieldValue('rating', rating)}
        />
      </Form.Item>
      <Form.Item
        label={t('Write your review')}
        htmlFor={`${id}-comment`}
        validateStatus={commentError ? 'error' : undefined}
        help={commentError}
      >
        <Input.TextArea
          id={`${id}-comment`}
          name="comment"
          rows={3}
          showCount
          maxLength={REVIEW_MAX_COMMENT + 1}
          value={formik.values.comment}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          placeholder={t('Share your experience')}
        />
      </Form.Item>
      {withImages && (
        <Form.Item validateStatus={imageError ? 'error' : undefined} help={imageError ? t(imageError) : undefined}>
          <input
            ref={fileInput}
            id={`${id}-images`}
            type="file"
            accept={REVIEW_IMAGE_TYPES.join(',')}
            multiple
            hidden
            aria-label={t('Add pictures')}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              event.target.value = '';
              const next = addReviewImages(images, chosen);
              setImages(next.images);
              setImageError(next.problem);
            }}
          />
          <Flex wrap gap={8} align="center">
            {images.map((image, index) => (
              <Thumbnail
                key={`${image.name}-${index}`}
                file={image}
                onRemove={() => {
                  setImages(images.filter((_, at) => at !== index));
                  setImageError(null);
                }}
              />
            ))}
            <Button icon={<PictureOutlined aria-hidden />} onClick={() => fileInput.current?.click()}>
              {t('Add pictures')}
            </Button>
            <Typography.Text type="secondary">{t('Up to 3 images, 2 MB each')}</Typography.Text>
          </Flex>
        </Form.Item>
      )}
      <Button type="primary" loading={formik.isSubmitting} onClick={() => void formik.submitForm()}>
        {t('Submit')}
      </Button>
    </Form>
  );
}

function Thumbnail({ file, onRemove }: { file: File; onRemove: () => void }) {
  const t = useT();
  const url = useMemo(() => {
    try {
      return URL.createObjectURL(file);
    } catch {
      return ''; // no preview (an old browser, a test's DOM): the upload still works
    }
  }, [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <Flex vertical align="center" gap={2}>
      {url ? <img src={url} alt={file.name} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 6 }} /> : null}
      <Button size="small" type="link" onClick={onRemove} aria-label={t('Remove {name}', { name: file.name })}>
        {t('Remove')}
      </Button>
    </Flex>
  );
}
