import { BrandsPage } from './brands-page';
import { CategoriesPage } from './categories-page';
import { CategoryPage } from './category-page';
import { StoresListPage } from './stores-list-page';

export type BrowsePageName = 'categories' | 'category' | 'brands' | 'latest-stores' | 'popular-stores';

/** The browse pages in one lazy chunk: one import in the routes keeps the first view's code small. */
export default function BrowsePage({ name }: { name: BrowsePageName }) {
  switch (name) {
    case 'categories':
      return <CategoriesPage />;
    case 'category':
      return <CategoryPage />;
    case 'brands':
      return <BrandsPage />;
    case 'latest-stores':
      return <StoresListPage key={name} initial="newly_joined" />;
    case 'popular-stores':
      return <StoresListPage key={name} initial="popular" />;
  }
}
