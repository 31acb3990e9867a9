/**
 * What a short text field a person names things with (a key's name, an endpoint's description) may not hold:
 * control characters (NUL included, which PostgreSQL refuses to store) and surrogate halves without their
 * other half (not text at all: no UTF-8 encodes them).
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether the text holds a control character. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** Whether the text holds half of a surrogate pair alone. */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}
