// The start-up work runs in three tasks, not one long one, so the page can paint and answer input in between
// (issue 9: total blocking time): the platform's code is evaluated (antd's first-view components come with it),
// then the theme's tokens are derived, then the shell's app is evaluated and renders; a yield to the browser
// between each. A platform that fails to load is the bootstrap's to meet.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void import('@storefront/platform')
  .then(async (platform) => {
    await nextTask();
    platform.prepareStorefrontTheme();
    await nextTask();
  })
  .catch(() => undefined)
  .then(() => import('./bootstrap'));
