/**
 * The category tree (a category has a parent and subcategories), IAB-like: 20
 * top-level categories with 2–5 subcategories each, and the ad keywords written for each
 * subcategory. Subcategory names are unique across the tree, so advertisers' nouns
 * and the brand list name them directly. All synthetic.
 */
interface SubcategorySeed {
  name: string;
  /** Comma-separated ad keywords. */
  keywords: string;
}

export interface CategorySeed {
  name: string;
  subcategories: readonly SubcategorySeed[];
}

export const CATEGORY_TREE: readonly CategorySeed[] = [
  {
    name: 'Apparel & Fashion',
    subcategories: [
      { name: 'Clothing', keywords: 'summer dresses, mens jeans, winter coats, fashion sale, organic cotton t-shirts' },
      { name: 'Footwear', keywords: 'running shoes, sneakers sale, leather boots, kids shoes' },
      { name: 'Jewelry & Watches', keywords: 'engagement rings, smart watch, gold necklace, luxury watches' },
      { name: 'Accessories', keywords: 'designer handbags, sunglasses, leather wallet, backpacks' },
    ],
  },
  {
    name: 'Arts & Entertainment',
    subcategories: [
      { name: 'Movies & TV', keywords: 'new movies, movie tickets, tv series, box office' },
      { name: 'Music', keywords: 'music streaming, concert tickets, vinyl records, podcasts' },
      { name: 'Books & Literature', keywords: 'best sellers, audiobooks, ebooks, book club' },
      { name: 'Streaming Services', keywords: 'streaming service, watch online, free trial streaming, live tv' },
    ],
  },
  {
    name: 'Automotive',
    subcategories: [
      { name: 'Cars', keywords: 'new cars, electric cars, suv deals, hybrid cars, test drive' },
      { name: 'Auto Parts', keywords: 'car parts, tires, car battery, brake pads' },
      { name: 'Motorcycles', keywords: 'motorcycles for sale, motorcycle helmet, scooters' },
      { name: 'Car Rental', keywords: 'car rental, cheap car hire, airport car rental' },
    ],
  },
  {
    name: 'Beauty & Personal Care',
    subcategories: [
      { name: 'Cosmetics', keywords: 'lipstick, foundation makeup, mascara, makeup sale' },
      { name: 'Skin Care', keywords: 'anti aging cream, sunscreen, face moisturizer, vitamin c serum' },
      { name: 'Hair Care', keywords: 'shampoo, hair dryer, hair color, dandruff shampoo' },
    ],
  },
  {
    name: 'Business & Industrial',
    subcategories: [
      { name: 'Business Services', keywords: 'crm software, payroll services, business loans, accounting services' },
      { name: 'Office Supplies', keywords: 'office chairs, printer ink, office supplies, standing desk' },
      { name: 'Industrial Equipment', keywords: 'power tools, forklifts, industrial supplies' },
      { name: 'Energy & Utilities', keywords: 'solar panels, electricity plans, home battery, green energy' },
    ],
  },
  {
    name: 'Education',
    subcategories: [
      { name: 'Online Courses', keywords: 'online courses, coding bootcamp, online certificate, learn python' },
      { name: 'Universities', keywords: 'online degree, mba program, university admissions, scholarships' },
      { name: 'Language Learning', keywords: 'learn spanish, language app, english course' },
      { name: 'Tutoring', keywords: 'math tutor, test prep, homework help' },
    ],
  },
  {
    name: 'Finance',
    subcategories: [
      { name: 'Banking', keywords: 'checking account, savings account, online bank, high yield savings' },
      { name: 'Credit Cards', keywords: 'credit cards, cash back card, travel rewards card, 0 apr credit card' },
      { name: 'Insurance', keywords: 'car insurance, home insurance, life insurance, pet insurance, health insurance' },
      { name: 'Investing', keywords: 'stock trading app, retirement planning, index funds, crypto exchange' },
      { name: 'Loans', keywords: 'personal loans, mortgage rates, student loans, refinance' },
    ],
  },
  {
    name: 'Food & Drink',
    subcategories: [
      { name: 'Groceries', keywords: 'grocery delivery, organic food, meal kits, weekly deals' },
      { name: 'Restaurants', keywords: 'food delivery, pizza near me, burger deals, restaurant reservations' },
      { name: 'Beverages', keywords: 'energy drinks, sparkling water, craft beer, soda' },
      { name: 'Coffee & Tea', keywords: 'coffee beans, espresso machine, green tea, coffee subscription' },
      { name: 'Bakery', keywords: 'birthday cakes, fresh bread, gluten free bakery' },
    ],
  },
  {
    name: 'Health & Fitness',
    subcategories: [
      { name: 'Pharmacy', keywords: 'online pharmacy, vitamins, allergy relief, cold and flu' },
      { name: 'Fitness & Gyms', keywords: 'gym membership, home workout, yoga mat, fitness tracker' },
      { name: 'Dental Care', keywords: 'teeth whitening, dentist near me, electric toothbrush, clear aligners' },
      { name: 'Clinics', keywords: 'urgent care, telehealth, doctor appointment, health checkup' },
      { name: 'Eye Care', keywords: 'prescription glasses, contact lenses, eye exam' },
    ],
  },
  {
    name: 'Hobbies & Leisure',
    subcategories: [
      { name: 'Crafts', keywords: 'knitting yarn, craft supplies, sewing machine' },
      { name: 'Toys & Games', keywords: 'lego sets, board games, toy sale, puzzles' },
      { name: 'Outdoor', keywords: 'camping gear, hiking boots, tents, fishing gear' },
    ],
  },
  {
    name: 'Home & Garden',
    subcategories: [
      { name: 'Furniture', keywords: 'sofa sale, mattress, dining table, office desk' },
      { name: 'Home Decor', keywords: 'wall art, rugs, curtains, home decor ideas' },
      { name: 'Gardening', keywords: 'garden tools, lawn mower, plant seeds, patio furniture' },
      { name: 'Home Improvement', keywords: 'paint colors, kitchen remodel, flooring, cordless drill' },
      { name: 'Kitchen', keywords: 'cookware set, air fryer, kitchen knives, blender' },
    ],
  },
  {
    name: 'Pets',
    subcategories: [
      { name: 'Pet Food', keywords: 'dog food, cat food, grain free dog food' },
      { name: 'Pet Supplies', keywords: 'dog toys, cat litter, dog bed, pet supplies' },
      { name: 'Veterinary', keywords: 'vet near me, pet vaccines, flea treatment' },
    ],
  },
  {
    name: 'Real Estate',
    subcategories: [
      { name: 'Homes for Sale', keywords: 'homes for sale, real estate agent, home value, open house' },
      { name: 'Rentals', keywords: 'apartments for rent, vacation rentals, studio apartment' },
      { name: 'Commercial Property', keywords: 'office space, coworking space, retail space for lease' },
    ],
  },
  {
    name: 'Retail',
    subcategories: [
      { name: 'Marketplaces', keywords: 'online shopping, free shipping, same day delivery, best deals online' },
      { name: 'Department Stores', keywords: 'department store sale, gift cards, clearance sale' },
      { name: 'Discount & Deals', keywords: 'coupon codes, cheap gadgets, flash deals, black friday deals' },
      { name: 'Electronics Stores', keywords: 'laptop deals, tv sale, headphones, gaming monitor' },
    ],
  },
  {
    name: 'Sports',
    subcategories: [
      { name: 'Sportswear', keywords: 'running gear, sports bra, training shoes, football jersey' },
      { name: 'Sports Equipment', keywords: 'golf clubs, tennis racket, bicycles, home gym equipment' },
      { name: 'Sports Events', keywords: 'sports tickets, live football, marathon registration' },
    ],
  },
  {
    name: 'Technology & Computing',
    subcategories: [
      { name: 'Consumer Electronics', keywords: 'smartphones, wireless earbuds, 4k tv, tablet' },
      { name: 'Software', keywords: 'antivirus, photo editor, project management software, vpn' },
      { name: 'Cloud Services', keywords: 'cloud storage, web hosting, website builder, cloud backup' },
      { name: 'Mobile Apps', keywords: 'budget app, photo app, productivity app, password manager' },
    ],
  },
  {
    name: 'Telecommunications',
    subcategories: [
      { name: 'Mobile Carriers', keywords: 'unlimited data plan, phone deals, prepaid sim, 5g plan' },
      { name: 'Internet Providers', keywords: 'fiber internet, home internet deals, wifi router' },
    ],
  },
  {
    name: 'Travel',
    subcategories: [
      { name: 'Airlines', keywords: 'cheap flights, flight deals, business class, last minute flights' },
      { name: 'Hotels', keywords: 'hotel deals, beach resorts, boutique hotels, all inclusive' },
      { name: 'Online Travel Agencies', keywords: 'vacation packages, travel deals, city breaks' },
      { name: 'Tours & Activities', keywords: 'guided tours, things to do, cruise deals, theme park tickets' },
      { name: 'Ride Sharing', keywords: 'ride share, airport taxi, bike rental' },
    ],
  },
  {
    name: 'Video Gaming',
    subcategories: [
      { name: 'Console Games', keywords: 'new video games, game console, controller' },
      { name: 'Mobile Games', keywords: 'free mobile games, puzzle games, strategy games' },
      { name: 'PC Games', keywords: 'gaming pc, pc games sale, gaming keyboard' },
    ],
  },
  {
    name: 'Family & Parenting',
    subcategories: [
      { name: 'Baby Products', keywords: 'baby stroller, diapers, baby monitor, car seat' },
      { name: 'Kids Products', keywords: 'kids clothes, school supplies, kids bikes' },
      { name: 'Childcare', keywords: 'daycare near me, babysitter, summer camp' },
    ],
  },
];

/**
 * The subcategory each advertiser noun (vocabulary.ts ADVERTISER_NOUNS) points to: a generated
 * advertiser takes it most of the time, else another subcategory of the same top-level category.
 */
export const NOUN_SUBCATEGORY: Readonly<Record<string, string>> = {
  labs: 'Software',
  goods: 'Department Stores',
  works: 'Industrial Equipment',
  wear: 'Clothing',
  foods: 'Groceries',
  home: 'Home Decor',
  outfitters: 'Outdoor',
  motors: 'Cars',
  travel: 'Online Travel Agencies',
  bank: 'Banking',
  health: 'Pharmacy',
  beauty: 'Cosmetics',
  pets: 'Pet Supplies',
  tech: 'Consumer Electronics',
  sports: 'Sports Equipment',
  games: 'Mobile Games',
  market: 'Marketplaces',
  studio: 'Movies & TV',
  fitness: 'Fitness & Gyms',
  garden: 'Gardening',
  kitchen: 'Kitchen',
  coffee: 'Coffee & Tea',
  tea: 'Coffee & Tea',
  bakery: 'Bakery',
  brew: 'Beverages',
  shoes: 'Footwear',
  style: 'Accessories',
  living: 'Furniture',
  finance: 'Investing',
  insure: 'Insurance',
  mobile: 'Mobile Carriers',
  energy: 'Energy & Utilities',
  auto: 'Auto Parts',
  toys: 'Toys & Games',
  books: 'Books & Literature',
  music: 'Music',
  media: 'Streaming Services',
  apps: 'Mobile Apps',
  cloud: 'Cloud Services',
  deals: 'Discount & Deals',
  supply: 'Office Supplies',
  craft: 'Crafts',
  farms: 'Groceries',
  optics: 'Eye Care',
  dental: 'Dental Care',
  clinic: 'Clinics',
  realty: 'Homes for Sale',
  tours: 'Tours & Activities',
  hotels: 'Hotels',
  air: 'Airlines',
  rides: 'Ride Sharing',
  learn: 'Online Courses',
  academy: 'Universities',
  kids: 'Kids Products',
  baby: 'Baby Products',
  jewelry: 'Jewelry & Watches',
  watches: 'Jewelry & Watches',
  furniture: 'Furniture',
  decor: 'Home Decor',
  tools: 'Home Improvement',
  // One noun at least for every subcategory, so each has dozens of advertisers at the default scale.
  moto: 'Motorcycles',
  rentals: 'Car Rental',
  skin: 'Skin Care',
  hair: 'Hair Care',
  consulting: 'Business Services',
  lingo: 'Language Learning',
  tutors: 'Tutoring',
  cards: 'Credit Cards',
  loans: 'Loans',
  grill: 'Restaurants',
  petfood: 'Pet Food',
  vet: 'Veterinary',
  stays: 'Rentals',
  spaces: 'Commercial Property',
  electronics: 'Electronics Stores',
  athletic: 'Sportswear',
  active: 'Sportswear',
  tickets: 'Sports Events',
  broadband: 'Internet Providers',
  console: 'Console Games',
  arcade: 'PC Games',
  nanny: 'Childcare',
};

export interface CategoryRow {
  id: number;
  name: string;
  parentId: number | null;
}

export interface KeywordRow {
  id: number;
  name: string;
  categoryId: number;
}

/**
 * Ids in tree order: top-level categories 1..20, then their subcategories 101, 102, … (parent by
 * parent); keywords 1.. in the same order. Throws on a duplicate name so lookups by name stay exact.
 */
export function categoryRows(): { categories: CategoryRow[]; keywords: KeywordRow[]; idByName: Map<string, number> } {
  const categories: CategoryRow[] = [];
  const keywords: KeywordRow[] = [];
  const idByName = new Map<string, number>();
  const add = (row: CategoryRow) => {
    if (idByName.has(row.name)) throw new Error(`Duplicate category name: ${row.name}`);
    idByName.set(row.name, row.id);
    categories.push(row);
  };
  CATEGORY_TREE.forEach((top, index) => add({ id: index + 1, name: top.name, parentId: null }));
  const seenKeywords = new Set<string>();
  let nextSubcategory = 101;
  for (const top of CATEGORY_TREE) {
    for (const sub of top.subcategories) {
      const id = nextSubcategory++;
      add({ id, name: sub.name, parentId: idByName.get(top.name)! });
      for (const name of sub.keywords.split(',').map((keyword) => keyword.trim())) {
        if (seenKeywords.has(name)) throw new Error(`Duplicate keyword: ${name}`);
        seenKeywords.add(name);
        keywords.push({ id: keywords.length + 1, name, categoryId: id });
      }
    }
  }
  return { categories, keywords, idByName };
}
