// The grocery home's own sections below its first screen: one chunk, loaded when the first of them comes near the
// viewport (its stores area, on the first screen, comes with the home: module-homes.tsx).
export { BestReviewedSection, YouWillLoveSection } from './item-list-sections';
