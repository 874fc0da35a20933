import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { provideDataSnapshot, type DataSnapshot } from '../../src/server/data-snapshot.ts';

// Server test setup: the data read once for the run (read-data-once.ts), before any test file
// imports the catalogue or the cookbook.
const path = inject('dataSnapshotPath');
if (path) provideDataSnapshot(JSON.parse(readFileSync(path, 'utf8')) as DataSnapshot);
