// The grocery home's own sections: one chunk, loaded when the first of them comes near the viewport.
export { FeaturedCategoriesSection } from './featured-categories-section';
export { StoresFilterSection } from './store-sections';
export { BestReviewedSection, YouWillLoveSection } from './item-list-sections';
