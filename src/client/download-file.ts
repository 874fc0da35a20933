/** Hands the visitor a file made in the page, as the browser's download of it. */
export function downloadFile(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
