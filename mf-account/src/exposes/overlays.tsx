import '../i18n';
import { useInterestRedirect } from '../features/interest/hooks/use-interest-redirect';
import { ReviewPrompt } from '../features/reviews/components/review-prompt';
import { WelcomeModal } from '../features/welcome/components/welcome-modal';

function InterestRedirect() {
  useInterestRedirect();
  return null;
}

/**
 * `mf_account/Overlays`, mounted once by the shell for a signed-in customer: the rating prompt of the
 * last delivered order (on the module home), the welcome modal after sign-up, and the way to
 * /interest after choosing a module (spec: discovery-and-modules §2, §4).
 */
export default function AccountOverlays() {
  return (
    <>
      <ReviewPrompt />
      <WelcomeModal />
      <InterestRedirect />
    </>
  );
}
