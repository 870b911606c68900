import { API_BASE_PATH } from '@adlens/core';

/** Absolute URLs of the generated media (EntitySummary.icon, creatives' imageUrl). */
export const mediaUrls = {
  advertiserFavicon: (origin: string, id: number) => `${origin}${API_BASE_PATH}/media/favicons/${id}.svg`,
  publisherFavicon: (origin: string, id: number) => `${origin}${API_BASE_PATH}/media/favicons/publishers/${id}.svg`,
  creative: (origin: string, id: number) => `${origin}${API_BASE_PATH}/media/creatives/${id}.svg`,
  /** A video ad's clip (creatives with a length). */
  video: (origin: string, id: number) => `${origin}${API_BASE_PATH}/media/videos/${id}.webm`,
};
