/**
 * Fetches a certificate's PDF and saves it under the spec's name (certificat-{first 16 characters}.pdf).
 * @throws Error when the server does not answer a PDF.
 */
export async function downloadCertificate(url: string, fileHash: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok || !response.headers.get('content-type')?.includes('application/pdf')) {
    throw new Error(`certificate download answered ${response.status}`);
  }
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = `certificat-${fileHash.slice(0, 16)}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
