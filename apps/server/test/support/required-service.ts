/**
 * Whether a test may go on without a service it could not reach. On a developer's machine a missing
 * PostgreSQL or Redis skips its tests with a visible notice; under CI (`CI` set) it fails the run, so a
 * broken service can never pass as a green run with fewer tests.
 */
export function missingService(name: string, url: string): false {
  const message = `${name} at ${url} is not reachable`;
  if (process.env.CI) throw new Error(`${message}: CI requires it (unset CI to skip its tests locally).`);
  console.warn(`\n  NOTICE: ${message}: its integration tests are skipped.\n`);
  return false;
}
