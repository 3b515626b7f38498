import { message, Modal } from 'antd-on-intent';
import { useEffect } from 'react';
import type { Feedback } from './feedback';

export interface FeedbackHostProps {
  /** antd's message `maxCount`. */
  maxCount?: number;
  /** Called once the holders are on the page, with the API that now reaches them. */
  onReady: (api: Feedback) => void;
}

/** The loaded half of AppRoot's feedback (feedback.tsx): antd's message and modal holders, from the on-intent part of antd. */
export default function FeedbackHost({ maxCount, onReady }: FeedbackHostProps) {
  const [messageApi, messageHolder] = message.useMessage({ maxCount });
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady({
      message: { open: (options) => void messageApi.open(options), destroy: (key) => messageApi.destroy(key) },
      modal: { confirm: (options) => void modalApi.confirm(options) },
    });
  }, [messageApi, modalApi, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
    </>
  );
}
