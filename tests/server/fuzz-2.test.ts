import { fuzzRoutes } from './fuzzSuite.ts';

// half the route table (tests/server/fuzzSuite.ts)
fuzzRoutes(1, 2);
