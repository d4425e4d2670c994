export * from './embedded-postgres';
export * from './embedded-process';
export * from './fresh-database';
