import { screenMatrix } from './screenMatrix/matrix';

// The operator's and the group administrator's screens, beside the administrator's in screenMatrix.test.ts.
screenMatrix(['operator', 'gadmin']);
