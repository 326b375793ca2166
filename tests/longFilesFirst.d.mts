import { BaseSequencer } from 'vitest/node';

export declare class LongFilesFirst extends BaseSequencer {}
