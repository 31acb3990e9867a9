/**
 * Fetches a file and saves it under `fileName` (a certificate, an invoice), or saves content made here
 * (the credentials file).
 * @throws Error when the server does not answer the expected type.
 */
export async function saveDownload(url: string, fileName: string, expectedType = 'application/pdf') {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok || !response.headers.get('content-type')?.includes(expectedType)) {
    throw new Error(`download answered ${response.status}`);
  }
  saveBlob(await response.blob(), fileName);
}

export function saveBlob(blob: Blob, fileName: string) {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
