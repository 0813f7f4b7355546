/** Parent categories of the demo catalogue, their sub-categories and naming vocabulary. */
export interface CategoryDef {
  name: string;
  slug: string;
  /** Main colour of the category's generated images. */
  colour: string;
  subs: string[];
  /** What the experience is about ("Kayak", "Street Food"...). */
  things: string[];
  /** The format ("Tour", "Lesson"...). */
  formats: string[];
  /** Sentences for info and descriptions; {city} and {thing} are replaced. */
  lines: string[];
  included: string[];
  durations: string[];
}

export const MODIFIERS = [
  'Harbour Sunset',
  'Morning',
  'Hidden',
  'Classic',
  'Twilight',
  'Private',
  'Small-Group',
  'Weekend',
  'Ultimate',
  'Local Favourite',
  'Secret',
  'Scenic',
  'Downtown',
  'Waterfront',
  'Golden Hour',
  'Family',
  'Deluxe',
  'Beginner',
  'Insider',
  'Half-Day',
];

export const CATEGORIES: CategoryDef[] = [
  {
    name: 'Tours',
    slug: 'tours',
    colour: '#2f6fb0',
    subs: ['Walking Tours', 'Bike Tours', 'Boat Tours', 'Bus Tours', 'Ghost Tours'],
    things: [
      'Walking',
      'Bike',
      'Harbour Cruise',
      'Architecture',
      'Ghost',
      'History',
      'Neighbourhood',
      'Segway',
    ],
    formats: ['Tour', 'Excursion', 'Cruise', 'Walk'],
    lines: [
      'Explore {city} with a guide who grew up here and knows every shortcut and story.',
      'This {thing} experience covers the landmarks everyone talks about and the corners most visitors miss.',
      'Groups stay small, so there is plenty of time for questions, photos and a snack break along the way.',
      'Comfortable shoes recommended; the route is mostly flat and suits most fitness levels.',
    ],
    included: ['Licensed local guide', 'Bottled water', 'Map of the route', 'Photo stops'],
    durations: ['1.5 hours', '2 hours', '3 hours', 'Half day'],
  },
  {
    name: 'Outdoor Adventures',
    slug: 'outdoor-adventures',
    colour: '#3f8f4f',
    subs: ['Hiking', 'Zipline', 'Rock Climbing', 'Horseback Riding', 'ATV Tours', 'Camping'],
    things: [
      'Canyon Hike',
      'Zipline',
      'Rock Climbing',
      'Trail Ride',
      'ATV',
      'Forest Trek',
      'Waterfall Hike',
    ],
    formats: ['Adventure', 'Expedition', 'Experience', 'Day Trip'],
    lines: [
      'Trade the city for fresh air on this {thing} adventure just outside {city}.',
      'Certified instructors handle all the safety gear and briefings before you set off.',
      'Expect big views, a good workout and a story or two about the local landscape.',
      'Suitable for beginners and seasoned adventurers alike; routes adapt to the group.',
    ],
    included: [
      'All safety equipment',
      'Certified instructor',
      'Trail snacks',
      'Transport from the meeting point',
    ],
    durations: ['3 hours', '4 hours', 'Half day', 'Full day'],
  },
  {
    name: 'Water Sports',
    slug: 'water-sports',
    colour: '#1f9fb8',
    subs: ['Kayaking', 'Stand-Up Paddleboarding', 'Sailing', 'Surfing', 'Snorkeling & Diving'],
    things: ['Kayak', 'Paddleboard', 'Sailing', 'Surf', 'Snorkel', 'Canoe', 'Jet Ski'],
    formats: ['Tour', 'Lesson', 'Rental', 'Adventure'],
    lines: [
      'Get out on the water around {city} with an easy-going {thing} session led by local pros.',
      'Every booking includes a safety briefing and all the gear, so you only need a swimsuit and a smile.',
      'Calm sheltered water makes this a great pick for first-timers, while experienced paddlers can go further.',
      'Sunscreen, a towel and a change of clothes are recommended.',
    ],
    included: ['Equipment rental', 'Life jacket', 'Safety briefing', 'Dry bag for valuables'],
    durations: ['1 hour', '2 hours', '2.5 hours', '3 hours'],
  },
  {
    name: 'Food & Drink',
    slug: 'food-and-drink',
    colour: '#c8553d',
    subs: ['Food Tours', 'Brewery Tours', 'Wine Tasting', 'Cooking Classes', 'Coffee Crawls'],
    things: [
      'Street Food',
      'Craft Beer',
      'Wine Tasting',
      'Dumpling',
      'Brunch',
      'Coffee',
      'Chocolate',
      'Taco',
    ],
    formats: ['Tour', 'Crawl', 'Tasting', 'Experience'],
    lines: [
      'Taste your way through {city} on this {thing} experience with a host who knows the owners by name.',
      'Stops include family-run favourites and new openings, with generous samples at every one.',
      'Come hungry: most guests skip lunch afterwards. Dietary needs can be accommodated with notice.',
      'Guests under 19 are welcome at food stops; drink tastings require valid ID.',
    ],
    included: ['All tastings', 'Local food guide', 'Recipe card', 'Bottled water'],
    durations: ['2 hours', '2.5 hours', '3 hours'],
  },
  {
    name: 'Arts & Culture',
    slug: 'arts-and-culture',
    colour: '#8a4fb0',
    subs: ['Museums', 'Theatre & Shows', 'Street Art', 'Live Music', 'Galleries'],
    things: ['Street Art', 'Museum', 'Jazz Club', 'Gallery', 'Theatre', 'Mural', 'Indie Music'],
    formats: ['Tour', 'Night', 'Pass', 'Experience'],
    lines: [
      'See the creative side of {city} with a {thing} outing curated by working artists.',
      'Hear the stories behind the work and meet some of the people who make the scene what it is.',
      'An easy pace with plenty of stops makes this relaxed and social.',
      'Great for visitors and locals who want to find something new.',
    ],
    included: ['Entry tickets', 'Expert host', 'Small-group experience'],
    durations: ['1.5 hours', '2 hours', '3 hours', 'Evening'],
  },
  {
    name: 'Wellness',
    slug: 'wellness',
    colour: '#5aa58a',
    subs: ['Yoga', 'Spa Days', 'Meditation', 'Fitness Classes'],
    things: ['Sunrise Yoga', 'Spa', 'Meditation', 'Forest Bathing', 'Pilates', 'Sound Bath'],
    formats: ['Session', 'Retreat', 'Class', 'Day'],
    lines: [
      'Slow down in {city} with a restorative {thing} session in a calm, beautiful setting.',
      'Led by certified practitioners who tailor the pace to everyone in the room.',
      'All levels welcome; mats, towels and tea are provided.',
      'Arrive ten minutes early to settle in and leave the day behind.',
    ],
    included: ['Certified instructor', 'Mats and props', 'Herbal tea', 'Towel service'],
    durations: ['1 hour', '1.5 hours', '2 hours', 'Half day'],
  },
  {
    name: 'Family Fun',
    slug: 'family-fun',
    colour: '#e0a526',
    subs: ['Theme Parks', 'Escape Rooms', 'Animal Encounters', 'Mini Golf', 'Science Centres'],
    things: [
      'Escape Room',
      'Animal Encounter',
      'Mini Golf',
      'Treasure Hunt',
      'Science Lab',
      'Farm Visit',
    ],
    formats: ['Adventure', 'Challenge', 'Experience', 'Day Out'],
    lines: [
      'A {thing} outing in {city} that keeps kids and grown-ups equally entertained.',
      'Friendly staff guide every group, and activities are paced for younger guests.',
      'Strollers welcome and snacks available on site.',
      'Perfect for birthdays, rainy days and visiting relatives.',
    ],
    included: ['Admission for each guest', 'Activity kit', 'Souvenir photo'],
    durations: ['1 hour', '1.5 hours', '2 hours', '3 hours'],
  },
  {
    name: 'Classes & Workshops',
    slug: 'classes-and-workshops',
    colour: '#b04f6f',
    subs: ['Pottery', 'Painting', 'Photography', 'Dance', 'Candle Making'],
    things: [
      'Pottery',
      'Watercolour',
      'Photography',
      'Salsa',
      'Candle Making',
      'Leathercraft',
      'Terrarium',
    ],
    formats: ['Workshop', 'Class', 'Masterclass', 'Lesson'],
    lines: [
      'Learn something new in {city}: this hands-on {thing} workshop is led by a local maker.',
      'Everything you need is provided, and you take home what you create.',
      'No experience needed; the instructor walks through every step at a relaxed pace.',
      'A great date idea, team outing or solo treat.',
    ],
    included: [
      'All materials',
      'Expert instruction',
      'Your finished piece to take home',
      'Light refreshments',
    ],
    durations: ['1.5 hours', '2 hours', '2.5 hours', '3 hours'],
  },
];

export const OTHER_TAGS: { key: 'Activity' | 'Type' | 'Experience'; vals: string[] }[] = [
  { key: 'Activity', vals: ['Outdoor', 'Indoor', 'Nightlife', 'Seasonal'] },
  { key: 'Type', vals: ['Private', 'Small Group', 'Self-Guided'] },
  { key: 'Experience', vals: ['Date Night', 'Kid Friendly', 'Rainy Day', 'Team Building'] },
];
