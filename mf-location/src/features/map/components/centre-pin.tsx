import { EnvironmentFilled } from '@ant-design/icons';
import { brandColor } from '@storefront/platform';

/** The pin in the middle of a picking map: the map moves under it, and its tip is the chosen point. */
export function CentrePin() {
  return (
    <EnvironmentFilled
      aria-hidden
      style={{
        position: 'absolute',
        left: '50%',
        top: '50%',
        transform: 'translate(-50%, -100%)',
        fontSize: 36,
        color: brandColor,
        pointerEvents: 'none',
      }}
    />
  );
}
