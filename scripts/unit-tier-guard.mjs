// Loaded in place of a database, chain, Redis or browser package by `npm run test:fast`: a unit test, or
// anything it imports, reaching one of them belongs under its workspace's test/ folder instead.
throw new Error(
  'A unit test (beside the code, under src/) imported a database, chain, Redis or browser package: move it to test/.',
);
