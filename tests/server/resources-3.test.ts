import { describeResources } from './resourceSuite.ts';

// a third of the declared resources (tests/server/resourceSuite.ts)
describeResources(2, 3);
