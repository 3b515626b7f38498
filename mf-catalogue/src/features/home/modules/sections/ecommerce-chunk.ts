// The ecommerce home's own sections: one chunk, loaded when the first of them comes near the viewport.
export { BrandsTeaserSection, FeaturedCategorySliderSection, NewArrivalsSection } from './ecommerce-sections';
