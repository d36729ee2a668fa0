import { describeResources } from './resourceSuite.ts';

// every declared resource (tests/server/resourceSuite.ts)
describeResources(0, 1);
