/**
 * The promotional section banners of a module home page (the reference's
 * module-wise "other banners"), in the order their image ids encode them:
 * the image of slot n of module m is /storage/promotional-banner/{m * 10 + n}.svg.
 */
export const OTHER_BANNER_SLOTS = [
  'promotional_banner',
  'new_arrival_section_banner',
  'best_reviewed_section_banner',
  'bottom_section_banner',
  'basic_section_nearby',
] as const

export type OtherBannerSlot = (typeof OTHER_BANNER_SLOTS)[number]

/** A slot's image id within its module, 1-based like Postgres arrays. */
export const otherBannerImageId = (moduleId: number, slot: OtherBannerSlot) => moduleId * 10 + OTHER_BANNER_SLOTS.indexOf(slot) + 1
