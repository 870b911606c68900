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
  // Sportswear rivals of nike.com and adidas.com, so the category compares like with like at every scale.
  { name: 'Puma', domain: 'puma.com', country: 'DE', category: 'Sportswear' },
  { name: 'Under Armour', domain: 'underarmour.com', country: 'US', category: 'Sportswear' },
  { name: 'Lululemon', domain: 'lululemon.com', country: 'CA', category: 'Sportswear' },
  { name: 'New Balance', domain: 'newbalance.com', country: 'US', category: 'Sportswear' },
  { name: 'ASICS', domain: 'asics.com', country: 'JP', category: 'Sportswear' },
];

/**
 * The countries each brand advertises in, largest market first (public knowledge of where it sells: a
 * global brand in the US, GB, DE, FR, JP…; a US retailer at home). Keyed by domain; every brand has one.
 */
export const BRAND_MARKETS: Readonly<Record<string, string>> = {
  'amazon.com': 'US GB DE JP FR IN CA IT ES MX BR AU NL SE SG',
  'walmart.com': 'US CA MX',
  'apple.com': 'US GB JP DE FR CA AU KR IT ES NL SE SG IN BR MX',
  'samsung.com': 'KR US IN DE GB BR FR JP ID VN TH MX IT ES AU',
  'nike.com': 'US GB DE FR JP CA IT ES AU KR BR MX NL',
  'toyota.com': 'JP US CA GB DE AU TH ID PH FR MX BR IN',
  'pg.com': 'US GB DE FR JP IN CA MX BR IT ES',
  'coca-cola.com': 'US MX BR GB DE JP FR IN PH ES IT AU TH',
  'target.com': 'US',
  'netflix.com': 'US GB BR MX CA DE FR JP KR ES IT AU IN',
  'unilever.com': 'GB US IN ID BR DE FR NL TH VN PH',
  'mcdonalds.com': 'US GB DE FR JP CA AU BR MX IT ES',
  'ford.com': 'US CA GB DE MX AU BR',
  'verizon.com': 'US',
  'disney.com': 'US GB JP FR DE CA MX BR IT ES AU KR',
  'booking.com': 'NL US GB DE FR IT ES JP AU BR',
  'adidas.com': 'DE US GB FR JP ES IT NL KR MX BR CA',
  'loreal.com': 'FR US DE GB IT ES BR JP KR IN MX',
  'honda.com': 'JP US CA TH ID IN VN PH BR MX GB',
  'pepsico.com': 'US MX GB CA BR IN ES',
  'bestbuy.com': 'US CA',
  'homedepot.com': 'US CA MX',
  'ikea.com': 'SE DE US GB FR IT ES NL JP AU CA KR',
  'spotify.com': 'SE US GB DE BR MX FR ES NL IT AU CA ID PH',
  'expedia.com': 'US CA GB AU DE FR MX JP',
  'uber.com': 'US BR MX GB IN FR CA AU DE ES',
  'airbnb.com': 'US GB FR CA AU DE IT ES MX BR KR JP',
  'hm.com': 'SE DE US GB FR NL ES IT JP MX',
  'zara.com': 'ES US GB FR DE IT MX JP NL',
  'temu.com': 'US GB DE FR MX CA AU JP IT ES BR',
  'shein.com': 'US BR MX GB FR DE ES IT CA AU SG',
  'americanexpress.com': 'US GB CA MX JP AU',
  'geico.com': 'US',
  'vw.com': 'DE US GB FR MX BR ES IT NL SE',
  'nestle.com': 'FR US BR MX DE GB IN PH ES IT JP',
  'sephora.com': 'FR US GB CA SG AU MX ES IT',
  'hyundai.com': 'KR US IN GB DE AU CA BR VN',
  'mercadolibre.com': 'BR MX',
  'flipkart.com': 'IN',
  'shopee.com': 'SG ID VN TH PH BR',
  'puma.com': 'DE US GB FR IT ES JP IN BR MX',
  'underarmour.com': 'US CA GB MX JP KR',
  'lululemon.com': 'US CA GB AU DE',
  'newbalance.com': 'US GB JP DE FR KR',
  'asics.com': 'JP US AU GB DE FR',
};

/** In-app platform lean of the brands that have one (apple.com iOS, samsung.com Android). */
export const BRAND_PLATFORM_LEAN: Readonly<Record<string, 'IOS' | 'ANDROID'>> = {
  'apple.com': 'IOS',
  'samsung.com': 'ANDROID',
  'temu.com': 'ANDROID',
  'americanexpress.com': 'IOS',
  'sephora.com': 'IOS',
  'mercadolibre.com': 'ANDROID',
  'flipkart.com': 'ANDROID',
  'shopee.com': 'ANDROID',
};

export const NAME_PREFIXES: readonly string[] = words(
  'blue bright urban north green swift prime true silver golden happy smart pure fresh bold clear metro summit river cedar maple atlas nova lumen peak harbor coast sunny wild iron echo zen alpine coral velvet rapid noble vivid lucky solar polar cobalt amber crimson indigo ivory jade onyx ruby sage terra aqua astro quantum pixel hyper omni neo vita eco',
);

export const ADVERTISER_NOUNS: readonly string[] = words(
  'labs goods works wear foods home outfitters motors travel bank health beauty pets tech sports games market studio fitness garden kitchen coffee tea bakery brew shoes style living finance insure mobile energy auto toys books music media apps cloud deals supply craft farms optics dental clinic realty tours hotels air rides learn academy kids baby jewelry watches furniture decor tools moto rentals skin hair consulting lingo tutors cards loans grill petfood vet stays spaces electronics athletic active tickets broadband console arcade nanny',
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
