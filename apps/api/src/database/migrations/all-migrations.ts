import { InitialSchema1767225600000 } from './1767225600000-initial-schema';

/** Listed explicitly because the API ships as one bundle (no file globs at run time). Append new ones. */
export const MIGRATIONS = [InitialSchema1767225600000];
