/** Story data for the entity pieces. Icons are inline SVGs, so stories need no network. Not published. */
function icon(colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" rx="3" fill="${colour}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const storyEntities = [
  { id: 1, title: 'nike.com', icon: icon('#2f6fde') },
  { id: 2, title: 'adidas.com', icon: icon('#f28c28') },
  { id: 3, title: 'puma.com', icon: null },
  { id: 4, title: 'reebok.com', icon: icon('#2a9d8f') },
  { id: 5, title: 'newbalance.com', icon: icon('#d64550') },
  { id: 6, title: 'underarmour.com', icon: null },
  { id: 7, title: 'asics.com', icon: icon('#7b61c9') },
  { id: 8, title: 'columbia-sportswear-company.com', icon: null },
];

export const LONG_TITLE = 'the-very-long-advertiser-domain-name-example.com';
