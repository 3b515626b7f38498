import '../i18n';
import { ProfileMenu } from '../features/profile/components/profile-menu';

/** `mf_account/ProfileMenu`: the navbar's Sign In button or the customer's menu. */
export default function ProfileMenuExpose() {
  return <ProfileMenu />;
}
