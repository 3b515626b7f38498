// The pharmacy home's own sections: one chunk, loaded when the first of them comes near the viewport.
export { FeaturedStoreSection } from './store-sections';
export { BestReviewedSection } from './item-list-sections';
export { CommonConditionsSection } from './common-conditions-section';
export { BasicMedicineSection } from './item-list-sections';
