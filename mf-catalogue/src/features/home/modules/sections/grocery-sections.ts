// The grocery home's own sections: one chunk, loaded when the first of them comes near the viewport.
export { StoresFilterSection } from './store-sections';
export { BestReviewedSection, YouWillLoveSection } from './item-list-sections';
