/**
 * The site's Content-Security-Policy forbids eval. zod compiles its object parsers with `new Function`
 * when it may, and merely probing for it reports a violation: it parses without compiling here. Imported
 * first by the root, before any schema is built.
 */
import { z } from 'zod';

z.config({ jitless: true });
