/** Performance mark set each time a poll's figures are on screen; `npm run bench` times answers to it. */
export const MATRIX_COMMIT_MARK = 'station-matrix:commit';
