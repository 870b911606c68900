/** The window event of the PAGE_READY page event (docs/product/page-ready.md); end-to-end tests wait on it. */
export const PAGE_READY_EVENT = 'adlens:page-ready';
