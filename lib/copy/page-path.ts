// In publish mode the proxy tells the page which path it renders (a layout is not told), so the
// publish toolbar can offer this page's drafts. Read only in draft mode: reading a request header
// in a static render would make it dynamic.
export const PAGE_PATH_HEADER = 'x-granite-page-path';
