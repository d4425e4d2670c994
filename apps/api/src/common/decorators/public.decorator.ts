import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'phonehub:isPublic';

/** Opts a route out of the global JWT guard; every other route needs a valid token. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
