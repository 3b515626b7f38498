import { ConfigProvider, theme } from 'antd';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { FeedbackHostProps } from './feedback-host';
import { loadOnce } from './load-once';

/** What `useFeedback().message.open` takes: the part of antd's message arguments the apps use. */
export interface FeedbackMessageOptions {
  content: ReactNode;
  type?: 'info' | 'success' | 'error' | 'warning' | 'loading';
  /** Seconds, as antd's; 0 keeps it until destroyed. */
  duration?: number;
  /** A message with the key of one on screen replaces it. */
  key?: string | number;
}

/** What `useFeedback().modal.confirm` takes: the part of antd's Modal.confirm arguments the apps use. */
export interface FeedbackConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
  okButtonProps?: { danger?: boolean };
  /** A returned promise keeps the dialog open, its OK button spinning, until it settles. */
  onOk?: () => unknown;
  onCancel?: () => unknown;
}

/** useFeedback's answer: antd's message and modal APIs, the part the apps use. */
export interface Feedback {
  message: {
    open: (options: FeedbackMessageOptions) => void;
    /** Removes the message of `key`, or every message. */
    destroy: (key?: string | number) => void;
  };
  modal: { confirm: (options: FeedbackConfirmOptions) => void };
}

const missing = () => {
  throw new Error('useFeedback: render the component inside AppProviders');
};
const FeedbackContext = createContext<Feedback>({ message: { open: missing, destroy: missing }, modal: { confirm: missing } });

/** antd's message and modal, as `App.useApp()` gave them; the dialogs and messages load on the first call. */
export function useFeedback(): Feedback {
  return useContext(FeedbackContext);
}

type Host = ComponentType<FeedbackHostProps>;
const feedbackHost = loadOnce<Host>(() => import('./feedback-host').then((module) => module.default));

type Call = { message: FeedbackMessageOptions } | { confirm: FeedbackConfirmOptions };

export interface AppRootProps {
  children: ReactNode;
  /** antd's message config: `maxCount: 1` shows one message at a time. */
  message?: { maxCount?: number };
}

/**
 * What antd's `<App>` gave its children, without loading its code in the first
 * view: a wrapper with the theme's text colour, font and direction, and
 * `useFeedback()`'s message and modal.confirm.
 *
 * Why: antd's App renders the holders of message, notification and Modal
 * (rc-dialog, rc-notification: about 18 KB gzip) on every page, for dialogs
 * and toasts that come after the first view, if at all. Here the holders
 * (feedback-host.tsx, antd's `message.useMessage()` and `Modal.useModal()`
 * from the on-intent part of antd) load on the first call and render here,
 * inside the ConfigProvider, so the theme, the direction and the locale apply.
 * Calls made while they load wait and run in order; a destroy of a waiting
 * message removes it. A chunk that fails to load drops the waiting calls, and
 * the next call tries again.
 */
export function AppRoot({ children, message: messageConfig }: AppRootProps) {
  const { token } = theme.useToken();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const [host, setHost] = useState<{ Host: Host } | undefined>();
  const live = useRef<Feedback | undefined>(undefined);
  const waiting = useRef<Call[]>([]);

  const feedback = useMemo<Feedback>(() => {
    const call = (next: Call) => {
      if (live.current) return run(live.current, next);
      waiting.current.push(next);
      feedbackHost.load().then(
        (Host) => setHost((current) => current ?? { Host }),
        () => {
          waiting.current = [];
        },
      );
    };
    return {
      message: {
        open: (options) => call({ message: options }),
        destroy: (key) => {
          if (live.current) live.current.message.destroy(key);
          else waiting.current = waiting.current.filter((next) => !('message' in next) || (key !== undefined && next.message.key !== key));
        },
      },
      modal: { confirm: (options) => call({ confirm: options }) },
    };
  }, []);

  const onReady = useCallback((api: Feedback) => {
    live.current = api;
    const calls = waiting.current;
    waiting.current = [];
    calls.forEach((next) => run(api, next));
  }, []);

  return (
    <FeedbackContext.Provider value={feedback}>
      <div
        style={{
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
          direction: direction === 'rtl' ? 'rtl' : undefined,
        }}
      >
        {host ? <host.Host maxCount={messageConfig?.maxCount} onReady={onReady} /> : null}
        {children}
      </div>
    </FeedbackContext.Provider>
  );
}

function run(api: Feedback, call: Call) {
  if ('message' in call) api.message.open(call.message);
  else api.modal.confirm(call.confirm);
}
