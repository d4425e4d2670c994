export * from './constants';
export * from './validation';
export * from './pricing';
export * from './cart';
export * from './trade';
export * from './state-machine';
export * from './lifecycles';
export * from './policies';
