import { inject } from 'vitest';
import { createCookbook } from '../../src/server/engines/cookbook/cookbook.ts';
import { createKitchen } from '../../src/server/kitchen/kitchen.ts';
import { loadData } from '../../src/server/load-data.ts';

/** The server's data, as the run read it once (read-data-once.ts), else from the files. */
export const testData = loadData(inject('serverDataPath') ?? '');

/** The kitchen and the cookbook the server would make from the project's own data. */
export const testKitchen = createKitchen(testData);
export const testCookbook = createCookbook(testKitchen, testData.recipes);
