/**
 * Writes, instruction by instruction, a WebAssembly module holding SHA-256's compression function (FIPS 180-4,
 * §6.2.2), fully unrolled and arranged for a short dependency chain per round: emitted from this readable
 * source rather than shipped as a binary, and checked against node's crypto by the tests. README.md in this
 * folder says why it exists.
 */
import {
  ADD,
  AND,
  BLOCK,
  BR_IF,
  code,
  constant,
  END,
  EQZ,
  get,
  I32,
  LOOP,
  load,
  name,
  OR,
  rotl,
  rotr,
  SUB,
  section,
  set,
  shr,
  shuffle,
  shuffleLanes,
  store,
  tee,
  unsignedLeb,
  V128,
  VADD,
  VOID,
  VXOR,
  vconst,
  vector,
  vload,
  vshl,
  vshr,
  vstore,
  XOR,
} from './wasm-encoding';

/** SHA-256's round constants (FIPS 180-4, §4.2.2). */
const K = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
];

/** Memory: the chaining value (8 little-endian words), W[0..63], W[t] + K[t] for the rounds, then the input. */
const SCHEDULE_AT = 64;
const WK_AT = 320;
export const SHA256_INPUT_AT = 1024;

// Locals: the two parameters, then i32 working variables, then (SIMD only) v128 ones.
const PTR = 0;
const BLOCKS = 1;
const STATE = 2; // a..h
const HK = 10; // h + W[t] + K[t]
const CH = 11;
const S1 = 12;
const T1 = 13;
const TMP = 14;
const A_XOR_B = 15; // a ^ b of the round before, which is b ^ c of this one (for Maj)
const X = 16; // v128: the schedule's last 16 words, 4 per local
const V = 20;
const S = 21;

// Σ0, Σ1 as three independent rotations (a short chain); σ0, σ1 nested (one copy of x fewer).
const bigSigma0 = (x: number) => code(get(x), rotr(2), get(x), rotr(13), XOR, get(x), rotr(22), XOR);
const bigSigma1 = (x: number) => code(get(x), rotr(6), get(x), rotr(11), XOR, get(x), rotr(25), XOR);
const smallSigma0 = (x: number) => code(get(x), get(x), rotr(11), XOR, rotr(7), get(x), shr(3), XOR);
const smallSigma1 = (x: number) => code(get(x), get(x), rotr(2), XOR, rotr(17), get(x), shr(10), XOR);
// The same on four words at once (no SIMD rotation: two shifts each).
const vRotr = (x: number, bits: number) => code(get(x), vshr(bits), get(x), vshl(32 - bits), VXOR);
const vSigma0 = (x: number) => code(vRotr(x, 7), vRotr(x, 18), VXOR, get(x), vshr(3), VXOR);
const vSigma1 = (x: number) => code(vRotr(x, 17), vRotr(x, 19), VXOR, get(x), vshr(10), VXOR);

/** Stores W[t] + K[t] (the value on the stack plus K) where the rounds read it. */
const storeWk = (t: number, local: number) =>
  code(constant(0), get(local), constant(K[t] ?? 0), ADD, store(WK_AT + 4 * t));

/** The whole schedule in i32 arithmetic, through memory; the fallback where SIMD is missing. */
function emitScalarSchedule(): number[] {
  const out: number[][] = [];
  const word = (t: number) => code(constant(0), load(SCHEDULE_AT + 4 * t));
  for (let t = 0; t < 64; t++) {
    const w =
      t < 16
        ? // Big-endian word: rotl 8 and rotr 8 put each byte in its place.
          code(get(PTR), load(4 * t), tee(TMP), rotl(8), constant(0x00ff00ff), AND, get(TMP), rotr(8))
        : code(word(t - 2), set(TMP), word(t - 15), set(S1), smallSigma1(TMP), word(t - 7), ADD);
    const rest =
      t < 16 ? code(constant(0xff00ff00 | 0), AND, OR) : code(smallSigma0(S1), ADD, word(t - 16), ADD);
    out.push(code(constant(0), w, rest, tee(TMP), store(SCHEDULE_AT + 4 * t), storeWk(t, TMP)));
  }
  return out.flat();
}

/**
 * W[4i..4i+3] into X[i % 4] from the four before (Intel's SSE method): W[t+2], W[t+3] need σ1 of W[t],
 * W[t+1] of the same quad, so σ1 runs twice. Then W + K to memory.
 */
function emitSimdQuad(i: number): number[] {
  const x = (back: number) => X + ((i - back) % 4);
  const k = K.slice(4 * i, 4 * i + 4);
  const wk = code(vconst(k), VADD, set(V), constant(0), get(V), vstore(WK_AT + 16 * i));
  if (i < 4) {
    const swap = shuffle([3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12]);
    return code(get(PTR), vload(16 * i), set(x(0)), get(x(0)), get(x(0)), swap, tee(x(0)), wk);
  }
  // biome-ignore format: one line per step of the computation
  return code(
    // V = W[t-16..] + σ0(W[t-15..]) + W[t-7..]
    get(x(4)), get(x(3)), shuffleLanes(1, 2, 3, 4), set(V), get(x(4)), vSigma0(V), VADD,
    get(x(2)), get(x(1)), shuffleLanes(1, 2, 3, 4), VADD, set(V),
    // S = σ1(W[t-2], W[t-1]) in the low lanes; then σ1(W[t], W[t+1]) in the high lanes.
    get(x(1)), get(x(1)), shuffleLanes(2, 3, 2, 3), set(S), vSigma1(S), set(S),
    get(V), get(S), VADD, tee(x(0)), get(x(0)), shuffleLanes(0, 1, 0, 1), set(x(0)), vSigma1(x(0)), set(x(0)),
    get(V), get(S), get(x(0)), shuffleLanes(0, 1, 6, 7), VADD, tee(x(0)), wk,
  );
}

/**
 * Round t, `role` naming the locals that hold a..h (renamed each round instead of moving eight values). The
 * sums are grouped so that what waits on e and a comes last: e' = (d + hk + Ch) + Σ1(e), a' = (T1 + Maj) + Σ0(a).
 */
function emitRound(t: number, role: number[]): number[] {
  const [a, b, c, d, e, f, g, h] = role as [number, number, number, number, number, number, number, number];
  const bXorC = t === 0 ? code(get(b), get(c), XOR) : get(A_XOR_B);
  // biome-ignore format: one line per step of the round
  return code(
    get(h), constant(0), load(WK_AT + 4 * t), ADD, set(HK),
    get(g), get(e), get(f), get(g), XOR, AND, XOR, set(CH), // Ch(e, f, g) = g ^ (e & (f ^ g))
    bigSigma1(e), set(S1),
    get(d), get(HK), ADD, get(CH), ADD, get(S1), ADD, set(d),
    get(HK), get(CH), ADD, get(S1), ADD, set(T1),
    // Maj(a, b, c) = ((a ^ b) & (b ^ c)) ^ b
    get(T1), get(a), get(b), XOR, tee(TMP), bXorC, AND, get(b), XOR, ADD, bigSigma0(a), ADD, set(h),
    get(TMP), set(A_XOR_B),
  );
}

/** `compress(ptr, blocks)`: runs `blocks` 64-byte blocks at `ptr` through the chaining value at memory[0]. */
function emitCompressBody(simd: boolean): number[] {
  const body: number[][] = [];
  for (let i = 0; i < 8; i++) body.push(code(constant(0), load(4 * i), set(STATE + i)));
  body.push(code(BLOCK, VOID, get(BLOCKS), EQZ, BR_IF, 0, LOOP, VOID));
  body.push(simd ? code(...[0, 1, 2, 3].map(emitSimdQuad)) : emitScalarSchedule());
  let role = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => STATE + i);
  for (let t = 0; t < 64; t++) {
    // Each quad of the schedule a few rounds ahead of its use, for the CPU to overlap with them.
    if (simd && t % 4 === 0 && t < 48) body.push(emitSimdQuad(t / 4 + 4));
    body.push(emitRound(t, role));
    role = [role[7], ...role.slice(0, 7)] as number[];
  }
  // After 64 renamings (a multiple of 8) each local holds its first role again.
  for (let i = 0; i < 8; i++) {
    body.push(code(constant(0), constant(0), load(4 * i), get(STATE + i), ADD, tee(STATE + i), store(4 * i)));
  }
  body.push(code(get(PTR), constant(64), ADD, set(PTR), get(BLOCKS), constant(1), SUB, tee(BLOCKS)));
  body.push(code(BR_IF, 0, END, END, END));
  const locals = [[...unsignedLeb(14), I32], ...(simd ? [[...unsignedLeb(6), V128]] : [])];
  return [...vector(locals), ...body.flat()];
}

/**
 * The module: an exported memory of `pages` 64 KiB pages (input from {@link SHA256_INPUT_AT}) and
 * `compress(ptr, blocks)`. With `simd`, the message schedule runs four words at a time (WebAssembly SIMD).
 */
export function emitSha256Module(pages: number, simd: boolean): Uint8Array<ArrayBuffer> {
  const body = emitCompressBody(simd);
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vector([[0x60, ...vector([[I32], [I32]]), ...vector([])]])),
    ...section(3, vector([[0]])),
    ...section(5, vector([[0x00, ...unsignedLeb(pages)]])),
    ...section(
      7,
      vector([
        [...name('memory'), 0x02, 0],
        [...name('compress'), 0x00, 0],
      ]),
    ),
    ...section(10, vector([[...unsignedLeb(body.length), ...body]])),
  ]);
}
