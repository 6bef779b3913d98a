export * from './sites';
export * from './users';
export * from './content';
export * from './logs';
export * from './leads';
export * from './analytics';
