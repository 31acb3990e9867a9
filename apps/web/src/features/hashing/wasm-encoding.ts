/**
 * Just enough of the WebAssembly binary format (core specification §5, SIMD §5.4.8) to write the SHA-256
 * module by hand: each helper returns the bytes of one instruction or structure.
 */

export const I32 = 0x7f;
export const V128 = 0x7b;
export const VOID = 0x40;

export const BLOCK = 0x02;
export const LOOP = 0x03;
export const END = 0x0b;
export const BR_IF = 0x0d;
export const EQZ = 0x45;
export const ADD = 0x6a;
export const SUB = 0x6b;
export const AND = 0x71;
export const OR = 0x72;
export const XOR = 0x73;

export function unsignedLeb(value: number): number[] {
  const out: number[] = [];
  let rest = value >>> 0;
  do {
    const byte = rest & 0x7f;
    rest >>>= 7;
    out.push(rest ? byte | 0x80 : byte);
  } while (rest);
  return out;
}

function signedLeb(value: number): number[] {
  const out: number[] = [];
  let rest = value | 0;
  for (;;) {
    const byte = rest & 0x7f;
    rest >>= 7;
    const last = (rest === 0 && !(byte & 0x40)) || (rest === -1 && byte & 0x40);
    out.push(last ? byte : byte | 0x80);
    if (last) return out;
  }
}

export const vector = (items: number[][]): number[] => [...unsignedLeb(items.length), ...items.flat()];
export const name = (text: string): number[] => vector([...text].map((c) => [c.charCodeAt(0)]));
export const section = (id: number, bytes: number[]): number[] => [
  id,
  ...unsignedLeb(bytes.length),
  ...bytes,
];
/** Instructions written as nested lists, flattened. */
export const code = (...parts: (number | number[])[]): number[] => parts.flat();

export const get = (local: number) => [0x20, ...unsignedLeb(local)];
export const set = (local: number) => [0x21, ...unsignedLeb(local)];
export const tee = (local: number) => [0x22, ...unsignedLeb(local)];
export const constant = (value: number) => [0x41, ...signedLeb(value)];
export const rotl = (bits: number) => [...constant(bits), 0x77];
export const rotr = (bits: number) => [...constant(bits), 0x78];
export const shr = (bits: number) => [...constant(bits), 0x76];
/** i32.load and i32.store at a constant offset from the address on the stack (4-byte aligned). */
export const load = (offset: number) => [0x28, 2, ...unsignedLeb(offset)];
export const store = (offset: number) => [0x36, 2, ...unsignedLeb(offset)];

const simd = (opcode: number) => [0xfd, ...unsignedLeb(opcode)];
export const vload = (offset: number) => [...simd(0x00), 4, ...unsignedLeb(offset)];
export const vstore = (offset: number) => [...simd(0x0b), 4, ...unsignedLeb(offset)];
/** v128.const of four 32-bit lanes. */
export const vconst = (lanes: number[]) => [
  ...simd(0x0c),
  ...lanes.flatMap((w) => [w & 0xff, (w >>> 8) & 0xff, (w >>> 16) & 0xff, (w >>> 24) & 0xff]),
];
export const shuffle = (bytes: number[]) => [...simd(0x0d), ...bytes];
/** i8x16.shuffle picking 32-bit lanes: 0..3 from the first operand, 4..7 from the second. */
export const shuffleLanes = (...lanes: number[]) =>
  shuffle(lanes.flatMap((l) => [l * 4, l * 4 + 1, l * 4 + 2, l * 4 + 3]));
export const VXOR = simd(0x51);
export const VADD = simd(0xae);
export const vshl = (bits: number) => [...constant(bits), ...simd(0xab)];
export const vshr = (bits: number) => [...constant(bits), ...simd(0xad)];
