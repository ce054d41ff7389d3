// The one list drizzle-kit and the client read; each table lives in its own area's file.
export * from './applications';
export * from './assessments';
export * from './audit';
export * from './auth';
export * from './catalog';
export * from './files';
export * from './follows';
export * from './hiring';
export * from './mail';
export * from './notices';
export * from './notifications';
export * from './organizations';
export * from './postings';
export * from './profiles';
export * from './push';
export * from './talent-discovery';
export * from './users';
