/** The certificate's PDF file name (spec, section 9): `certificat-{first 16 characters of the hash}.pdf`. */
export function certificateFileName(fileHash: string): string {
  return `certificat-${fileHash.slice(0, 16)}.pdf`;
}
