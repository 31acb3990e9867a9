/** Live formatting and checks of the simulator's fields, as Stripe's own fields behave. */

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** '4242 4242 4242 4242' */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM / AA' as typed: '1' → '1', '12' → '12 / ', '1228' → '12 / 28'. */
export function formatExpiry(value: string, previous = ''): string {
  let digits = digitsOf(value).slice(0, 4);
  // A single digit above 1 can only be a month: '4' means April.
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  // Deleting the separator removes the month's last digit, so backspace is not stuck.
  if (digits.length === 2 && previous.length > value.length && previous.endsWith(' / '))
    return digits.slice(0, 1);
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export type FieldProblem =
  | 'incompleteNumber'
  | 'invalidNumber'
  | 'incompleteExpiry'
  | 'pastExpiry'
  | 'incompleteCvc';

export function numberProblem(value: string): FieldProblem | null {
  const digits = digitsOf(value);
  if (digits.length < 16) return 'incompleteNumber';
  return luhnValid(digits) ? null : 'invalidNumber';
}

export function expiryProblem(value: string, now = new Date()): FieldProblem | null {
  const digits = digitsOf(value);
  if (digits.length < 4) return 'incompleteExpiry';
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2, 4));
  if (month < 1 || month > 12) return 'incompleteExpiry';
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
    return 'pastExpiry';
  return null;
}

export function cvcProblem(value: string): FieldProblem | null {
  return digitsOf(value).length < 3 ? 'incompleteCvc' : null;
}
