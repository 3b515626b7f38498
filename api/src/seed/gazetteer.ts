import type { LatLng } from '../domain/geo.js'

/**
 * The embedded gazetteer: real-looking zones, neighbourhoods, landmarks and
 * streets, so place search, geocoding and zone lookup work with no maps key.
 * Coordinates are approximate public knowledge, good enough for a demo.
 */
export interface City {
  zone: string
  city: string
  state: string
  polygon: LatLng[]
  neighbourhoods: [string, number, number][]
  landmarks: [string, number, number][]
  streets: string[]
}

export const cities: City[] = [
  {
    zone: 'Manhattan',
    city: 'New York',
    state: 'NY',
    polygon: [
      [40.7009, -74.019], [40.711, -73.977], [40.742, -73.971], [40.775, -73.942], [40.796, -73.927],
      [40.834, -73.934], [40.874, -73.911], [40.879, -73.926], [40.835, -73.95], [40.78, -73.99],
      [40.74, -74.012], [40.705, -74.02],
    ],
    neighbourhoods: [
      ['Financial District', 40.7075, -74.0113], ['Tribeca', 40.7163, -74.0086], ['SoHo', 40.7233, -74.003],
      ['Chinatown', 40.7158, -73.997], ['Lower East Side', 40.715, -73.9843], ['East Village', 40.7265, -73.9815],
      ['Greenwich Village', 40.7336, -74.0027], ['West Village', 40.7358, -74.0036], ['Chelsea', 40.7465, -74.0014],
      ['Flatiron District', 40.7411, -73.9897], ['Gramercy Park', 40.7368, -73.9845], ['Murray Hill', 40.7479, -73.9757],
      ['Midtown', 40.7549, -73.984], ["Hell's Kitchen", 40.7638, -73.9918], ['Upper West Side', 40.787, -73.9754],
      ['Upper East Side', 40.7736, -73.9566], ['Harlem', 40.8116, -73.9465], ['East Harlem', 40.7957, -73.9389],
      ['Morningside Heights', 40.809, -73.962], ['Washington Heights', 40.8417, -73.9394], ['Inwood', 40.8677, -73.9212],
      ['Battery Park City', 40.7115, -74.016], ['Kips Bay', 40.742, -73.978], ['NoHo', 40.7262, -73.9928],
      ['Lenox Hill', 40.7662, -73.9602],
    ],
    landmarks: [
      ['Times Square', 40.758, -73.9855], ['Grand Central Terminal', 40.7527, -73.9772],
      ['Empire State Building', 40.7484, -73.9857], ['Bethesda Terrace, Central Park', 40.774, -73.9708],
      ['Rockefeller Center', 40.7587, -73.9787], ['Union Square', 40.7359, -73.9911],
      ['Washington Square Park', 40.7308, -73.9973], ['Penn Station', 40.7506, -73.9935], ['Bryant Park', 40.7536, -73.9832],
      ['Columbia University', 40.8075, -73.9626], ['The High Line', 40.748, -74.0048],
      ['One World Trade Center', 40.7127, -74.0134], ['Chelsea Market', 40.7424, -74.0061],
      ['Lincoln Center', 40.7725, -73.9835], ['Metropolitan Museum of Art', 40.7794, -73.9632],
    ],
    streets: [
      'Broadway', '5th Avenue', 'Lexington Avenue', 'Madison Avenue', 'Park Avenue', '8th Avenue', 'Amsterdam Avenue',
      'Bleecker Street', 'Houston Street', 'Canal Street', 'West 14th Street', 'East 42nd Street', 'West 57th Street',
      'Columbus Avenue', '2nd Avenue',
    ],
  },
  {
    zone: 'Brooklyn',
    city: 'Brooklyn',
    state: 'NY',
    polygon: [
      [40.739, -73.963], [40.7, -73.999], [40.682, -74.02], [40.64, -74.035], [40.58, -74.015], [40.57, -73.95],
      [40.58, -73.88], [40.64, -73.86], [40.69, -73.87], [40.71, -73.92], [40.73, -73.94],
    ],
    neighbourhoods: [
      ['Williamsburg', 40.7081, -73.9571], ['DUMBO', 40.7033, -73.9881], ['Brooklyn Heights', 40.696, -73.9936],
      ['Park Slope', 40.671, -73.9814], ['Bushwick', 40.6944, -73.9213], ['Bedford-Stuyvesant', 40.6872, -73.9418],
      ['Crown Heights', 40.6694, -73.9422], ['Greenpoint', 40.7304, -73.9515], ['Fort Greene', 40.6892, -73.9742],
      ['Cobble Hill', 40.686, -73.9969], ['Red Hook', 40.6734, -74.008], ['Sunset Park', 40.6455, -74.0124],
      ['Bay Ridge', 40.6264, -74.025], ['Flatbush', 40.6409, -73.9622], ['Prospect Heights', 40.6775, -73.9692],
      ['Carroll Gardens', 40.6795, -73.9991], ['Boerum Hill', 40.6848, -73.9844], ['Gowanus', 40.6733, -73.9903],
      ['Borough Park', 40.6338, -73.9927], ['Sheepshead Bay', 40.5953, -73.9442], ['Brighton Beach', 40.5781, -73.9597],
      ['Bensonhurst', 40.6049, -73.9941],
    ],
    landmarks: [
      ['Barclays Center', 40.6826, -73.9754], ['Prospect Park', 40.6602, -73.969], ['Brooklyn Museum', 40.6712, -73.9636],
      ['Coney Island Boardwalk', 40.576, -73.978], ['Brooklyn Bridge Park', 40.7003, -73.9967],
      ['Domino Park', 40.7142, -73.9682], ['Atlantic Terminal', 40.6844, -73.977], ['Grand Army Plaza', 40.6743, -73.9702],
      ['Brooklyn Botanic Garden', 40.6676, -73.9632],
    ],
    streets: [
      'Bedford Avenue', 'Atlantic Avenue', 'Flatbush Avenue', 'Court Street', 'Smith Street', 'Fulton Street',
      '7th Avenue', 'Myrtle Avenue', 'Nostrand Avenue', 'Ocean Parkway',
    ],
  },
  {
    zone: 'San Francisco',
    city: 'San Francisco',
    state: 'CA',
    polygon: [
      [37.808, -122.475], [37.81, -122.41], [37.79, -122.385], [37.75, -122.385], [37.708, -122.39],
      [37.708, -122.502], [37.775, -122.512], [37.788, -122.49],
    ],
    neighbourhoods: [
      ['Mission District', 37.7599, -122.4148], ['SoMa', 37.7785, -122.4056], ['Financial District', 37.7946, -122.3999],
      ['Nob Hill', 37.793, -122.4161], ['Chinatown', 37.7941, -122.4078], ['North Beach', 37.8061, -122.4103],
      ['Russian Hill', 37.8011, -122.4194], ['Marina District', 37.8037, -122.4368], ['Pacific Heights', 37.7925, -122.4382],
      ['Haight-Ashbury', 37.7692, -122.4481], ['Castro', 37.7609, -122.435], ['Noe Valley', 37.7502, -122.4337],
      ['Hayes Valley', 37.7759, -122.4245], ['Richmond District', 37.78, -122.48], ['Sunset District', 37.753, -122.494],
      ['Potrero Hill', 37.7605, -122.4009], ['Dogpatch', 37.7576, -122.3877], ['Bernal Heights', 37.7389, -122.4152],
      ['Tenderloin', 37.7847, -122.4141], ['Western Addition', 37.78, -122.433], ['Glen Park', 37.734, -122.433],
      ['Excelsior', 37.7244, -122.425], ['Presidio Heights', 37.788, -122.453],
    ],
    landmarks: [
      ['Union Square', 37.788, -122.4075], ['Ferry Building', 37.7955, -122.3937], ['Golden Gate Park', 37.7694, -122.4862],
      ['Oracle Park', 37.7786, -122.3893], ['Coit Tower', 37.8024, -122.4058], ['Alamo Square', 37.7764, -122.4346],
      ['Dolores Park', 37.7596, -122.4269], ['Lombard Street', 37.8021, -122.4187], ['Civic Center', 37.7793, -122.4193],
      ['Chase Center', 37.768, -122.3877], ['Palace of Fine Arts', 37.8029, -122.4484],
    ],
    streets: [
      'Market Street', 'Valencia Street', 'Mission Street', 'Haight Street', 'Divisadero Street', 'Fillmore Street',
      'Castro Street', 'Columbus Avenue', 'Geary Boulevard', 'Irving Street',
    ],
  },
  {
    zone: 'Chicago',
    city: 'Chicago',
    state: 'IL',
    polygon: [[41.97, -87.7], [41.97, -87.648], [41.9, -87.615], [41.86, -87.605], [41.83, -87.61], [41.83, -87.7]],
    neighbourhoods: [
      ['The Loop', 41.8837, -87.6325], ['River North', 41.8924, -87.6341], ['Streeterville', 41.8927, -87.62],
      ['Gold Coast', 41.9058, -87.6273], ['Old Town', 41.911, -87.638], ['Lincoln Park', 41.9214, -87.6513],
      ['Lakeview', 41.9434, -87.6553], ['Wicker Park', 41.9088, -87.6796], ['Bucktown', 41.9217, -87.6797],
      ['West Loop', 41.8825, -87.649], ['South Loop', 41.8587, -87.6251], ['Pilsen', 41.8556, -87.6566],
      ['Bronzeville', 41.8369, -87.6174], ['Ukrainian Village', 41.899, -87.6847], ['Logan Square', 41.9214, -87.698],
      ['Uptown', 41.9665, -87.6533], ['Chinatown', 41.8521, -87.6321], ['Little Italy', 41.8687, -87.661],
      ['Wrigleyville', 41.9475, -87.656], ['Roscoe Village', 41.9434, -87.6789],
    ],
    landmarks: [
      ['Millennium Park', 41.8826, -87.6226], ['Willis Tower', 41.8789, -87.6359], ['Navy Pier Entrance', 41.8917, -87.614],
      ['Union Station', 41.8787, -87.6403], ['Art Institute of Chicago', 41.8796, -87.6237], ['Wrigley Field', 41.9484, -87.6553],
      ['Lincoln Park Zoo', 41.9211, -87.634], ['Magnificent Mile', 41.8948, -87.6243], ['Soldier Field', 41.8623, -87.6167],
      ['Grant Park', 41.8759, -87.6189], ['Chicago Riverwalk', 41.888, -87.627],
    ],
    streets: [
      'Michigan Avenue', 'State Street', 'Clark Street', 'Halsted Street', 'Milwaukee Avenue', 'Division Street',
      'Wabash Avenue', 'Lincoln Avenue', 'Damen Avenue', 'Randolph Street',
    ],
  },
]

/** Inside the Manhattan zone (Bryant Park, Midtown): the config's default_location. */
export const defaultLocation = { lat: 40.7536, lng: -73.9832 }
