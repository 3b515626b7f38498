import { Button } from 'antd';
import { usePlatformT } from '../i18n/platform-texts';
import { ErrorState } from './error-state';

export interface RemoteFallbackProps {
  remote: string;
  onRetry?: () => void;
  /** Widgets in the navbar get a one-line fallback instead of a block. */
  compact?: boolean;
}

/** What a remote's area shows when the remote is down or crashed: small and translated. */
export function RemoteFallback({ remote, onRetry, compact }: RemoteFallbackProps) {
  const t = usePlatformT();
  const message = t('This part of the page could not be loaded.');
  if (compact) {
    return (
      <span role="alert" data-testid="remote-fallback" data-remote={remote} title={message}>
        <Button size="small" type="text" danger onClick={onRetry} aria-label={`${message} ${t('Try again')}`}>
          ⚠
        </Button>
      </span>
    );
  }
  return (
    <div role="alert" data-testid="remote-fallback" data-remote={remote}>
      <ErrorState
        title={message}
        action={
          onRetry ? (
            <Button type="primary" onClick={onRetry}>
              {t('Try again')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
