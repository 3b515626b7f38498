/**
 * The parcel home's content (spec: discovery-and-modules §2 parcel home, §3 Video/intro content):
 * why-choose cards and the "Easiest way to get services" section. Images are generated from
 * the titles under /storage/why-choose/{position}.svg and /storage/video-content/1.svg.
 */
export const whyChoose = [
  { id: 1, title: 'Fast pick-up', short_description: 'A courier is on the way within minutes of your order.' },
  { id: 2, title: 'Live tracking', short_description: 'Follow your parcel on the map until it is delivered.' },
  { id: 3, title: 'Safe handling', short_description: 'Fragile items are packed and carried with care.' },
  { id: 4, title: 'Fair prices', short_description: 'Pay by distance and category, with no hidden fees.' },
]

export const videoContent = {
  banner_type: 'image',
  banner_video: null,
  banner_image: 'Easiest way to send a parcel',
  // read in order as three label/description pairs
  banner_contents: [
    { key: 'label_1', value: 'Choose what you send' },
    { key: 'description_1', value: 'Pick a parcel category: documents, boxes, fragile items and more.' },
    { key: 'label_2', value: 'Tell us where' },
    { key: 'description_2', value: 'Set the pick-up point and the receiver’s address on the map.' },
    { key: 'label_3', value: 'We deliver it' },
    { key: 'description_3', value: 'A courier picks it up and you track it live to the door.' },
  ],
}
