/**
 * The path below `/prod-api` that the viewer's `file` parameter names, or null when it names anything else:
 * another origin, a page outside the API, a protocol other than http(s). The viewer fetches with the
 * portal's session, so it must never be pointed at a foreign address.
 */
export function portalPdfPath(file: string | null, origin: string): string | null {
  if (!file) return null;
  let url: URL;
  try {
    url = new URL(file, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith('/prod-api/')) return null;
  return url.pathname.slice('/prod-api'.length) + url.search;
}

/** What the viewer says when a file cannot be shown, by the HTTP status of the refusal. */
export function failureKey(status: number): string {
  if (status === 401 || status === 403) return 'pdfViewer.error.forbidden';
  if (status === 404 || status === 400) return 'pdfViewer.error.notFound';
  return 'pdfViewer.error.failed';
}
