/** The directory's address. */
export const CATEGORY_DIRECTORY_PATH = '/ad-intelligence/category/all';
