import { homeLists, routes } from '@storefront/contract';
import { Link } from 'react-router';
import { useT } from '../../../../i18n';
import { ItemImage } from '../../../items/components/item-image';
import { useModuleList } from '../api/use-module-list';
import { Rail, RAIL_HEIGHT, RailItem, SectionFrame } from './section-frame';
import { OneLineText } from '../../../items/components/one-line-text';

export interface HomeCategory {
  id: number;
  name: string;
  image_full_url?: string | null;
  featured?: number;
}

/** The home's featured categories (featured = 1); all main categories when none is featured. */
export function featuredCategories(categories: readonly HomeCategory[] | undefined): HomeCategory[] {
  const list = Array.isArray(categories) ? categories.filter((category) => category && category.id && category.name) : [];
  const featured = list.filter((category) => category.featured === 1);
  return featured.length > 0 ? featured : list;
}

/** The tiles a wide window shows at once: the home's first section, so their pictures load at once. */
const FIRST_SCREEN_TILES = 10;

/** Featured categories (grocery, pharmacy): a row of category tiles, each opening that category's results. */
export function FeaturedCategoriesSection() {
  const t = useT();
  const categories = useModuleList<HomeCategory[]>(homeLists.featuredCategories.path, homeLists.featuredCategories.query);
  const list = featuredCategories(categories.data);
  const state = !categories.data && !categories.error ? 'loading' : list.length === 0 ? 'empty' : 'ready';
  return (
    <SectionFrame title={t('Featured Categories')} state={state} viewAll={routes.categories()} bodyHeight={RAIL_HEIGHT.categoryTiles}>
      <Rail label={t('Featured Categories')} itemWidth={120}>
        {list.map((category, index) => (
          <RailItem key={category.id}>
            <Link to={routes.category({ id: category.id })} style={{ display: 'block', textAlign: 'center', color: 'inherit' }}>
              <ItemImage
                src={category.image_full_url ?? undefined}
                alt={category.name}
                rounded={60}
                priority={index < FIRST_SCREEN_TILES ? 'eager' : undefined}
              />
              <OneLineText title={category.name} style={{ display: 'block', marginTop: 6 }}>
                {category.name}
              </OneLineText>
            </Link>
          </RailItem>
        ))}
      </Rail>
    </SectionFrame>
  );
}
