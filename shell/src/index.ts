// The start-up work runs in four tasks, not one long one, so the page can paint and answer input in between
// (issue 9: total blocking time): antd's first-view components are evaluated (with React DOM, about half of the
// evaluation), then the rest of the platform's code, then the theme's tokens are derived, then the shell's app is
// evaluated and renders; a yield to the browser between each. A platform that fails to load is the bootstrap's to meet.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void import('antd')
  .then(nextTask)
  .then(() => import('@storefront/platform'))
  .then(async (platform) => {
    await nextTask();
    platform.prepareStorefrontTheme();
    await nextTask();
  })
  .catch(() => undefined)
  .then(() => import('./bootstrap'));
