import { leadBannerPicture, listedBanners } from '../index';

describe('banner pictures: what a module’s carousel shows, and its first picture', () => {
  test('the banners in the list’s order; none without a list', () => {
    const banners = [{ id: 1 }, { id: 2 }];
    expect(listedBanners({ banners })).toEqual(banners);
    expect(listedBanners({ banners: null })).toEqual([]);
    expect(listedBanners({ banners: 'oops' as never })).toEqual([]);
    expect(listedBanners(undefined)).toEqual([]);
  });

  test('the lead picture is the first banner’s; none when it has no picture or there is no banner', () => {
    expect(leadBannerPicture({ banners: [{ image_full_url: 'a.webp' }, { image_full_url: 'b.webp' }] })).toBe('a.webp');
    expect(leadBannerPicture({ banners: [{ image_full_url: '' }, { image_full_url: 'b.webp' }] })).toBeUndefined();
    expect(leadBannerPicture({ banners: [] })).toBeUndefined();
    expect(leadBannerPicture(undefined)).toBeUndefined();
  });
});
