/**
 * Vocabulary for the trust sections of generated product pages: highlights, what to expect,
 * meeting point and cancellation policy. {city}, {thing} and {street} are replaced.
 */
export interface PageTextDef {
  highlights: string[];
  /** Sentences for "What to expect", in running order: opening, middle, closing. */
  expect: [string[], string[], string[]];
  meeting: string[];
}

const COMMON_HIGHLIGHTS = [
  'Small groups, so everyone gets attention',
  'Hosted by a vetted local partner',
  'Instant confirmation by email',
  'Mobile tickets accepted',
  'Rated highly for friendly staff',
];

export const PAGE_TEXTS: Record<string, PageTextDef> = {
  tours: {
    highlights: [
      'Stories and shortcuts only a local guide knows',
      'Landmarks plus the corners most visitors miss',
      'Plenty of photo stops along the route',
      'Mostly flat route that suits most fitness levels',
      'Snack break at a neighbourhood favourite',
    ],
    expect: [
      [
        'Your guide meets the group, hands out route maps and gives a short safety briefing.',
        'After a quick round of introductions, the {thing} tour sets off into {city}.',
      ],
      [
        'Expect several short stops with time for questions and photos.',
        'The route mixes well-known sights with side streets, murals and local shops.',
        'Halfway through there is a break for a drink or a snack (at your own cost).',
      ],
      [
        'The tour ends close to public transit, with tips for the rest of your day.',
        'You finish back near the start, with a list of your guide’s favourite places to eat.',
      ],
    ],
    meeting: [
      'In front of the visitor information kiosk, {street}, {city}. Look for the guide with the orange Jaunt flag.',
      'At the main entrance of the public library, {street}, {city}. Please arrive 10 minutes early.',
    ],
  },
  'outdoor-adventures': {
    highlights: [
      'Certified instructors and all safety gear included',
      'Fresh air just outside {city}',
      'Suits beginners and seasoned adventurers alike',
      'Scenic viewpoints along the way',
      'Routes adapted to the day’s weather',
    ],
    expect: [
      [
        'After check-in you get fitted with gear and a hands-on safety briefing.',
        'Your instructor checks everyone’s experience level and picks the right route for the group.',
      ],
      [
        'The {thing} itself is paced for the group, with regular breaks for water and photos.',
        'Expect uneven ground in places; sturdy closed-toe shoes are a must.',
        'Your instructor points out local wildlife and the history of the area as you go.',
      ],
      [
        'Back at base there is time to change and share photos before heading home.',
        'The adventure wraps up at the trailhead with a well-earned snack.',
      ],
    ],
    meeting: [
      'Trailhead parking lot at {street}, {city}. Free parking on site; look for the white Jaunt van.',
      'Outfitter base camp, {street}, {city}. Check in at the front desk 15 minutes before start.',
    ],
  },
  'water-sports': {
    highlights: [
      'All equipment and a life jacket included',
      'Calm, sheltered water ideal for first-timers',
      'Instructors certified in water rescue',
      'Dry bags for your phone and keys',
      'Golden-hour departures available',
    ],
    expect: [
      [
        'Check in at the dock, get fitted with a life jacket and stow your things in a dry bag.',
        'Your instructor starts with a short lesson on land before anyone gets wet.',
      ],
      [
        'Once on the water, the {thing} session stays close to shore until everyone is comfortable.',
        'Expect to get splashed: quick-dry clothing and sunscreen are recommended.',
        'There is a stop at a quiet cove for photos and a rest.',
      ],
      [
        'Back at the dock there are showers and change rooms.',
        'You return to the dock with time to warm up and swap stories.',
      ],
    ],
    meeting: [
      'Public dock at the foot of {street}, {city}. Look for the blue Jaunt flag by the boat ramp.',
      'Marina office, {street}, {city}. Paid parking is available next to the marina.',
    ],
  },
  'food-and-drink': {
    highlights: [
      'Generous tastings at every stop',
      'Family-run favourites and new openings',
      'Dietary needs accommodated with notice',
      'Meet the makers behind the food',
      'Enough food to count as a full meal',
    ],
    expect: [
      [
        'Your host welcomes the group with a first tasting and an overview of the route.',
        'The {thing} experience starts with a short introduction to the {city} food scene.',
      ],
      [
        'Expect four to six stops, each with a tasting and a story about the people behind it.',
        'Between stops you walk at an easy pace through lively neighbourhood streets.',
        'Your host shares where locals actually eat, so you can come back on your own.',
      ],
      [
        'The last stop is a sweet one, and you leave with a list of recommended places.',
        'You finish at a spot where you are welcome to stay on for another drink.',
      ],
    ],
    meeting: [
      'Outside the café at {street}, {city}. Your host wears a green Jaunt apron.',
      'At the market hall’s main doors, {street}, {city}. Come hungry.',
    ],
  },
  'arts-and-culture': {
    highlights: [
      'Curated by working artists and historians',
      'Skip-the-line entry where available',
      'Behind-the-scenes stories and studios',
      'Great for a rainy day',
      'Fully wheelchair accessible venue',
    ],
    expect: [
      [
        'Your guide introduces the themes of the {thing} outing and hands out audio headsets.',
        'The visit begins with a short overview of the neighbourhood’s creative history.',
      ],
      [
        'Expect to spend time with a handful of works up close rather than rushing through.',
        'Where possible you step into a studio or workshop to meet the people who create.',
        'There is time for questions and to explore on your own.',
      ],
      [
        'The outing ends with recommendations for galleries and shows during your stay.',
        'You finish in the gift shop area with a discount code for the café.',
      ],
    ],
    meeting: [
      'Main lobby of the gallery, {street}, {city}. Your guide waits by the information desk.',
      'Front steps of the cultural centre, {street}, {city}.',
    ],
  },
  wellness: {
    highlights: [
      'Calm, beautiful setting',
      'Mats, towels and tea provided',
      'Suitable for all levels',
      'Led by certified practitioners',
      'Leave feeling lighter and rested',
    ],
    expect: [
      [
        'You are welcomed with tea and a few minutes to settle in.',
        'Your practitioner asks about any injuries or preferences before starting.',
      ],
      [
        'The {thing} session moves at a gentle pace with options for every level.',
        'Expect quiet time, guided breathing and plenty of space to rest.',
        'Phones stay in the lockers, so the room stays calm.',
      ],
      [
        'You finish with a few minutes of rest and a refreshment.',
        'Afterwards you are welcome to linger in the lounge.',
      ],
    ],
    meeting: [
      'Reception of the studio, {street}, {city}. Please arrive 10 minutes early to change.',
      'Garden entrance at {street}, {city}. Street parking nearby.',
    ],
  },
  'family-fun': {
    highlights: [
      'Keeps kids and grown-ups entertained',
      'Stroller friendly, with snacks on site',
      'Friendly staff guide every group',
      'Perfect for birthdays and rainy days',
      'Kids under 3 go free',
    ],
    expect: [
      [
        'Check in at the front desk and get your wristbands.',
        'A staff member gives a quick rundown of the rules and the best order to do things.',
      ],
      [
        'Expect plenty of running around: the {thing} is paced for younger guests.',
        'There are breaks and a snack counter, and washrooms with change tables.',
        'Staff stay close by to help the little ones.',
      ],
      [
        'Before you leave, kids get a small souvenir.',
        'You are welcome to stay and use the play area after your session.',
      ],
    ],
    meeting: [
      'Front desk at {street}, {city}. Free parking in the lot behind the building.',
      'Main gate, {street}, {city}. Show your booking code on your phone.',
    ],
  },
  'classes-and-workshops': {
    highlights: [
      'All materials included',
      'Take home what you make',
      'No experience needed',
      'Taught by a local maker',
      'Small class, lots of one-on-one help',
    ],
    expect: [
      [
        'Your instructor sets the scene with examples and a demonstration.',
        'You get your own workstation and every material you need.',
      ],
      [
        'The {thing} class walks through every step at a relaxed pace.',
        'Expect hands-on practice with tips tailored to your progress.',
        'Drinks and light snacks are available during the class.',
      ],
      [
        'At the end, you pack up your creation to take home (or pick it up later if it needs to dry or fire).',
        'The class wraps up with a short show-and-tell and ideas for practising at home.',
      ],
    ],
    meeting: [
      'Studio door at {street}, {city}. Ring the bell marked "Workshop".',
      'Second floor of the maker space, {street}, {city}. Elevator available.',
    ],
  },
};

export const GENERIC_PAGE_TEXTS: PageTextDef = PAGE_TEXTS.tours;
export { COMMON_HIGHLIGHTS };

export const CANCELLATION_POLICIES = [
  'Free cancellation up to 24 hours before the start time for a full refund. Cancellations within 24 hours of the start are not refunded.',
  'Free cancellation up to 48 hours before the start time. Within 48 hours, 50% of the price is refunded. No-shows are not refunded.',
  'Cancel up to 7 days before the start time for a full refund. After that the booking is non-refundable, but you may change the date once at no cost.',
  'This experience is weather dependent. If it is cancelled for poor weather, you are offered a new date or a full refund. Free cancellation up to 24 hours before.',
];
