import { prepareMigratedPgliteSnapshot } from './pglite-snapshot';

/** Makes the migrated PGlite snapshot before any test file starts, instead of each worker racing to make it. */
export default async function setup() {
  await prepareMigratedPgliteSnapshot();
}
