/**
 * Words the generator builds names from. The first advertisers are recognisable brand-like domains
 * (research-notes: a few giants, a long tail) so demos and searches feel real; everything after them
 * is composed from the word lists below. All of it is synthetic: no figure describes a real company.
 */
/** Word lists are written as one space-separated string each: shorter to read and to diff. */
function words(list: string): readonly string[] {
  return list.split(' ');
}

export interface BrandSeed {
  name: string;
  domain: string;
  country: string;
  /** Subcategory name (categoryVocabulary.ts). */
  category: string;
}

/** Ordered from largest to smallest: advertiser id = size rank. */
export const BRAND_ADVERTISERS: readonly BrandSeed[] = [
  { name: 'Amazon', domain: 'amazon.com', country: 'US', category: 'Marketplaces' },
  { name: 'Walmart', domain: 'walmart.com', country: 'US', category: 'Department Stores' },
  { name: 'Apple', domain: 'apple.com', country: 'US', category: 'Consumer Electronics' },
  { name: 'Samsung', domain: 'samsung.com', country: 'KR', category: 'Consumer Electronics' },
  { name: 'Nike', domain: 'nike.com', country: 'US', category: 'Sportswear' },
  { name: 'Toyota', domain: 'toyota.com', country: 'JP', category: 'Cars' },
  { name: 'Procter & Gamble', domain: 'pg.com', country: 'US', category: 'Hair Care' },
  { name: 'Coca-Cola', domain: 'coca-cola.com', country: 'US', category: 'Beverages' },
  { name: 'Target', domain: 'target.com', country: 'US', category: 'Department Stores' },
  { name: 'Netflix', domain: 'netflix.com', country: 'US', category: 'Streaming Services' },
  { name: 'Unilever', domain: 'unilever.com', country: 'GB', category: 'Skin Care' },
  { name: "McDonald's", domain: 'mcdonalds.com', country: 'US', category: 'Restaurants' },
  { name: 'Ford', domain: 'ford.com', country: 'US', category: 'Cars' },
  { name: 'Verizon', domain: 'verizon.com', country: 'US', category: 'Mobile Carriers' },
  { name: 'Disney', domain: 'disney.com', country: 'US', category: 'Movies & TV' },
  { name: 'Booking.com', domain: 'booking.com', country: 'NL', category: 'Online Travel Agencies' },
  { name: 'Adidas', domain: 'adidas.com', country: 'DE', category: 'Sportswear' },
  { name: "L'Oréal", domain: 'loreal.com', country: 'FR', category: 'Cosmetics' },
  { name: 'Honda', domain: 'honda.com', country: 'JP', category: 'Cars' },
  { name: 'PepsiCo', domain: 'pepsico.com', country: 'US', category: 'Beverages' },
  { name: 'Best Buy', domain: 'bestbuy.com', country: 'US', category: 'Electronics Stores' },
  { name: 'The Home Depot', domain: 'homedepot.com', country: 'US', category: 'Home Improvement' },
  { name: 'IKEA', domain: 'ikea.com', country: 'SE', category: 'Furniture' },
  { name: 'Spotify', domain: 'spotify.com', country: 'SE', category: 'Music' },
  { name: 'Expedia', domain: 'expedia.com', country: 'US', category: 'Online Travel Agencies' },
  { name: 'Uber', domain: 'uber.com', country: 'US', category: 'Ride Sharing' },
  { name: 'Airbnb', domain: 'airbnb.com', country: 'US', category: 'Rentals' },
  { name: 'H&M', domain: 'hm.com', country: 'SE', category: 'Clothing' },
  { name: 'Zara', domain: 'zara.com', country: 'ES', category: 'Clothing' },
  { name: 'Temu', domain: 'temu.com', country: 'US', category: 'Discount & Deals' },
  { name: 'Shein', domain: 'shein.com', country: 'SG', category: 'Clothing' },
  { name: 'American Express', domain: 'americanexpress.com', country: 'US', category: 'Credit Cards' },
  { name: 'GEICO', domain: 'geico.com', country: 'US', category: 'Insurance' },
  { name: 'Volkswagen', domain: 'vw.com', country: 'DE', category: 'Cars' },
  { name: 'Nestlé', domain: 'nestle.com', country: 'FR', category: 'Groceries' },
  { name: 'Sephora', domain: 'sephora.com', country: 'FR', category: 'Cosmetics' },
  { name: 'Hyundai', domain: 'hyundai.com', country: 'KR', category: 'Cars' },
  { name: 'Mercado Libre', domain: 'mercadolibre.com', country: 'BR', category: 'Marketplaces' },
  { name: 'Flipkart', domain: 'flipkart.com', country: 'IN', category: 'Marketplaces' },
  { name: 'Shopee', domain: 'shopee.com', country: 'SG', category: 'Marketplaces' },
];

export const NAME_PREFIXES: readonly string[] = words(
  'blue bright urban north green swift prime true silver golden happy smart pure fresh bold clear metro summit river cedar maple atlas nova lumen peak harbor coast sunny wild iron echo zen alpine coral velvet rapid noble vivid lucky solar polar cobalt amber crimson indigo ivory jade onyx ruby sage terra aqua astro quantum pixel hyper omni neo vita eco',
);

export const ADVERTISER_NOUNS: readonly string[] = words(
  'labs goods works wear foods home outfitters motors travel bank health beauty pets tech sports games market studio fitness garden kitchen coffee tea bakery brew shoes style living finance insure mobile energy auto toys books music media apps cloud deals supply craft farms optics dental clinic realty tours hotels air rides learn academy kids baby jewelry watches furniture decor tools',
);

/** Distinct: a domain is prefix + noun + '.' + TLD, and .com comes first. */
export const ADVERTISER_TLDS: readonly string[] = words('com co net shop io store');

export interface PublisherSeed {
  name: string;
  domain: string;
  kind: 'WEBSITE' | 'YOUTUBE' | 'SOCIAL';
}

/** Ordered from largest to smallest: publisher id = size rank. */
export const KNOWN_PUBLISHERS: readonly PublisherSeed[] = [
  { name: 'YouTube', domain: 'youtube.com', kind: 'YOUTUBE' },
  { name: 'Facebook', domain: 'facebook.com', kind: 'SOCIAL' },
  { name: 'Instagram', domain: 'instagram.com', kind: 'SOCIAL' },
  { name: 'TikTok', domain: 'tiktok.com', kind: 'SOCIAL' },
  { name: 'Yahoo', domain: 'yahoo.com', kind: 'WEBSITE' },
  { name: 'X', domain: 'x.com', kind: 'SOCIAL' },
  { name: 'MSN', domain: 'msn.com', kind: 'WEBSITE' },
  { name: 'Pinterest', domain: 'pinterest.com', kind: 'SOCIAL' },
  { name: 'LinkedIn', domain: 'linkedin.com', kind: 'SOCIAL' },
  { name: 'Reddit', domain: 'reddit.com', kind: 'WEBSITE' },
  { name: 'CNN', domain: 'cnn.com', kind: 'WEBSITE' },
  { name: 'The New York Times', domain: 'nytimes.com', kind: 'WEBSITE' },
  { name: 'ESPN', domain: 'espn.com', kind: 'WEBSITE' },
  { name: 'The Weather Channel', domain: 'weather.com', kind: 'WEBSITE' },
  { name: 'BBC', domain: 'bbc.co.uk', kind: 'WEBSITE' },
  { name: 'The Guardian', domain: 'theguardian.com', kind: 'WEBSITE' },
  { name: 'Forbes', domain: 'forbes.com', kind: 'WEBSITE' },
  { name: 'IMDb', domain: 'imdb.com', kind: 'WEBSITE' },
  { name: 'Fandom', domain: 'fandom.com', kind: 'WEBSITE' },
  { name: 'Twitch', domain: 'twitch.tv', kind: 'WEBSITE' },
];

export const PUBLISHER_SITE_NOUNS: readonly string[] = words(
  'daily news times post hub guide review world today insider journal digest wire zone central report gazette tribune herald weekly',
);

export const PUBLISHER_CHANNEL_TOPICS: readonly string[] = words(
  'cooking gaming tech travel fitness music comedy diy beauty cars science finance news kids pets sports garden history movies crafts',
);

export const PUBLISHER_APP_NOUNS: readonly string[] = words(
  'puzzle chess weather notes runner merge solitaire scanner radio wallet maps recipes words match sudoku photo fitness sleep budget quiz',
);

/** Favicon tile colours: saturated enough for white letters to pass WCAG AA contrast. */
export const TILE_COLORS: readonly string[] = words(
  '#1f6feb #8250df #bf3989 #cf222e #bc4c00 #9a6700 #1a7f37 #0a7ea4 #6e40c9 #d1242f #116329 #953800 #0550ae #7d4e00 #a40e26 #3e4b5b',
);

/** Campaign themes by the month the flight starts (Q4 themes feed the yearly peak's story). */
export const SEASONAL_THEMES: readonly string[] = [
  'New Year Sale',
  "Valentine's Day",
  'Spring Collection',
  'Easter',
  "Mother's Day",
  'Summer Launch',
  'Summer Sale',
  'Back to School',
  'Fall Collection',
  'Halloween',
  'Black Friday',
  'Holiday',
];

export const GENERIC_THEMES: readonly string[] = [
  'Brand Awareness',
  'Product Launch',
  'Retargeting',
  'Performance',
  'New Arrivals',
  'Loyalty',
  'App Install',
  'Clearance',
  'Free Shipping',
  'Members Week',
  'Limited Edition',
  'Flash Sale',
];

/** Sub-brand names: the advertiser's name + one of these (distinct within an advertiser). */
export const SUB_BRAND_SUFFIXES: readonly string[] = words(
  'Plus Pro Kids Home Outlet Studio Go Fresh Select Essentials Sport Travel Premium Lite Max Care',
);
