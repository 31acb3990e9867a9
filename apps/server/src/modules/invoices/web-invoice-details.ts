/** What a web timestamp invoice names under its line: the fingerprint and the certificate. */
export function webInvoiceDetails(fileHash: string | null, certificateId: string | undefined): string[] {
  return [
    ...(fileHash ? [`Empreinte SHA-256 : ${fileHash}`] : []),
    ...(certificateId ? [`Certificat n° ${certificateId}`] : []),
  ];
}
