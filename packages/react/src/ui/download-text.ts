/** `name` ending in .txt (appended when it has no such ending; "download.txt" when empty). */
export function textFileName(name: string): string {
  const trimmed = String(name ?? '').trim();
  if (!trimmed) return 'download.txt';
  return /\.txt$/i.test(trimmed) ? trimmed : `${trimmed}.txt`;
}

/** Offers `text` as a .txt download (a plain-text file, one line per entry); false when the browser cannot. */
export function downloadText(text: string, fileName: string): boolean {
  try {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = textFileName(fileName);
    link.rel = 'noopener';
    link.hidden = true;
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Revoked after the click has been handled, not before the browser has read it.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    return true;
  } catch {
    return false;
  }
}
