import { leadStorePicture, listedStores, storeCardPicture, type Store, type StorePage } from '../index';

const store = (fields: Partial<Store>) => ({ id: 1, name: 'Green Basket', ...fields }) as Store;
const page = (stores: unknown[]) => ({ total_size: stores.length, limit: 12, offset: 1, stores }) as StorePage;

describe('store pictures: what a store card shows, and the first one a list shows', () => {
  test('a card shows the cover, else the logo, else nothing', () => {
    expect(storeCardPicture(store({ cover_photo_full_url: 'cover.webp', logo_full_url: 'logo.png' }))).toBe('cover.webp');
    expect(storeCardPicture(store({ cover_photo_full_url: null, logo_full_url: 'logo.png' }))).toBe('logo.png');
    expect(storeCardPicture(store({}))).toBeUndefined();
  });

  test('a list keeps only the stores a card can show: an id and a name', () => {
    const shown = store({ id: 4 });
    expect(listedStores([null, { name: 'No id' }, { id: 5, name: '' }, shown] as Store[])).toEqual([shown]);
    expect(listedStores(undefined)).toEqual([]);
    expect(listedStores('oops' as never)).toEqual([]);
  });

  test('the lead picture is the first shown store’s', () => {
    expect(leadStorePicture(page([{ id: 'x', name: 'Bad', cover_photo_full_url: 'bad.webp' }, store({ logo_full_url: 'logo.png' })]))).toBe(
      'logo.png',
    );
    expect(leadStorePicture(page([]))).toBeUndefined();
    expect(leadStorePicture(undefined)).toBeUndefined();
  });
});
