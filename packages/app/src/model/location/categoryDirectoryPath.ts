/** The directory's address (spec reports-data §2 route constants `ad-intelligence/category/all`). */
export const CATEGORY_DIRECTORY_PATH = '/ad-intelligence/category/all';
