import { API_BASE_PATH } from '@adlens/core';

/**
 * Favicon URLs of categories and brands (routes/entityMediaRoutes.ts); advertisers', publishers' and
 * creatives' are media/mediaUrls.ts.
 */
export const entityIcons = {
  category: (origin: string, id: number) => `${origin}${API_BASE_PATH}/media/favicons/categories/${id}.svg`,
  brand: (origin: string, id: number) => `${origin}${API_BASE_PATH}/media/favicons/brands/${id}.svg`,
};
