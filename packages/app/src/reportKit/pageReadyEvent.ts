/** The window event of spec reports-data §4 Page events PAGE_READY; end-to-end tests wait on it. */
export const PAGE_READY_EVENT = 'adlens:page-ready';
