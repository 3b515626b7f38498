import { loadShare, registerShared } from '../../testing/federation-runtime-mock';
import { shareRouterDom } from '../share-router-dom';

jest.mock('@module-federation/enhanced/runtime', () => require('../../testing/federation-runtime-mock'));

test('registers the shared (curated) react-router as the page’s react-router-dom', async () => {
  const Link = () => null;
  const useNavigate = () => () => undefined;
  loadShare.mockResolvedValueOnce((() => ({ Link, useNavigate })) as never);

  await shareRouterDom();

  expect(loadShare).toHaveBeenCalledWith('react-router');
  const [[shared]] = registerShared.mock.calls as [
    [Record<string, { version: string; lib: () => Record<string, unknown>; shareConfig: { singleton: boolean } }>],
  ];
  const entry = shared['react-router-dom'];
  expect(entry.version).toMatch(/^7\./);
  expect(entry.shareConfig.singleton).toBe(true);
  const routerDom = entry.lib();
  expect(routerDom.Link).toBe(Link);
  expect(routerDom.useNavigate).toBe(useNavigate);
  expect(Object.keys(routerDom).sort()).toEqual(['Link', '__esModule', 'useNavigate']);
});

test('registers nothing when react-router is not in the share scope', async () => {
  loadShare.mockResolvedValueOnce(false as never);
  await shareRouterDom();
  expect(registerShared).not.toHaveBeenCalled();
});
