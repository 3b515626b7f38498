// The start-up work runs in short tasks, not one long one, so the page can paint and answer input in between
// (issue 9: total blocking time), with a yield to the browser between each: React DOM is evaluated, then antd's
// first-view components, then the rest of the platform's code; the theme's tokens are derived (two tasks, see
// prepareStorefrontThemeInTasks); the shell's texts are registered (i18next starts), then the shell's app is evaluated
// and renders (bootstrap, which yields once more before the first render). A platform that fails to load is the
// bootstrap's to meet.
// Its own yield, not the platform's yieldToBrowser: the first ones run before the platform's code has loaded.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void import('react-dom/client')
  .then(nextTask)
  .then(() => import('antd'))
  .then(nextTask)
  .then(() => import('@storefront/platform'))
  .then(async (platform) => {
    await nextTask();
    await platform.prepareStorefrontThemeInTasks();
    await nextTask();
    await import('./i18n');
    await nextTask();
  })
  .catch(() => undefined)
  .then(() => import('./bootstrap'));
