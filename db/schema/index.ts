export * from './sites';
export * from './users';
export * from './content';
