import { InitialSchema1767225600000 } from './1767225600000-initial-schema';
import { Catalogue1767312000000 } from './1767312000000-catalogue';

/** Listed explicitly because the API ships as one bundle (no file globs at run time). Append new ones. */
export const MIGRATIONS = [InitialSchema1767225600000, Catalogue1767312000000];
