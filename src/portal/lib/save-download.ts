// Saving a file the portal fetched (a template, a problems list): the API needs the bearer token,
// so a plain link cannot fetch it; the page fetches it, then hands the browser a Blob URL through
// a temporary <a download>, and frees the URL once the browser has taken it.
export function saveDownload(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers: leave it a moment.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
