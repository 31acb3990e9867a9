const NBSP = '\u00a0';

/**
 * French spacing: a no-break space before : ; ! ? », after «, and between a number and € or %, so a
 * line never starts with the sign.
 * @example frenchSpacing('Prix : 1 € !') // 'Prix\u00a0: 1\u00a0€\u00a0!'
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ ([:;!?»])/g, `${NBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/(\d) ([€%])/g, `$1${NBSP}$2`);
}
