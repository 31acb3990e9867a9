/** Where the browser and API clients download a certificate's files; the routes serve these paths. */
export function certificatePdfPath(certificateId: string): string {
  return `/api/certificates/${certificateId}/certificate.pdf`;
}

export function proofFilePath(certificateId: string): string {
  return `/api/certificates/${certificateId}/proof.json`;
}

/** `preuve-{first 16 characters of the hash}.json`, named like the certificate `certificat-….pdf`. */
export function proofFileName(fileHash: string): string {
  return `preuve-${fileHash.slice(0, 16)}.json`;
}
