import { screenMatrix } from './screenMatrix/matrix';

// The operator's and the partner's screens, beside the administrators' in screenMatrix.test.ts.
screenMatrix(['operator', 'partner']);
