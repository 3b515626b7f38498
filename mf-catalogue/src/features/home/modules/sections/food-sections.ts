// The food home's own sections: one chunk, loaded when the first of them comes near the viewport.
export { NewArrivalStoresSection } from './store-sections';
export { BestReviewedSection } from './item-list-sections';
export { FoodBestReviewedSection } from './item-list-sections';
