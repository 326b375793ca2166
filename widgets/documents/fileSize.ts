/** A file size as people read it: bytes, KB or MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Where a document opens: PDFs in the portal's viewer (a new tab), everything else downloads. */
export function viewerAddress(fileName: string): string {
  const file = `/prod-api/common/download?fileName=${encodeURIComponent(fileName)}`;
  return `/pdf/web/viewer.html?file=${encodeURIComponent(file)}`;
}
