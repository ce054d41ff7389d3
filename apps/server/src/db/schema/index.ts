// The one list drizzle-kit and the client read; each table lives in its own area's file.
export * from './auth';
export * from './mail';
export * from './organizations';
export * from './users';
