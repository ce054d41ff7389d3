// The one list drizzle-kit and the client read; each table lives in its own area's file.
export * from './audit';
export * from './auth';
export * from './catalog';
export * from './files';
export * from './mail';
export * from './notifications';
export * from './organizations';
export * from './profiles';
export * from './users';
