// One swc configuration for webpack and jest, so the code that is tested is compiled the way it ships.
// `decorators` turns on legacy decorators with emitted metadata, which NestJS and TypeORM rely on.
module.exports = function swcOptions({
  decorators = false,
  react = false,
  target = 'es2022',
  refresh = false,
} = {}) {
  return {
    jsc: {
      target,
      parser: { syntax: 'typescript', tsx: react, decorators },
      transform: {
        legacyDecorator: decorators,
        decoratorMetadata: decorators,
        useDefineForClassFields: !decorators,
        react: react ? { runtime: 'automatic', refresh } : undefined,
      },
      keepClassNames: true,
    },
    sourceMaps: true,
  };
};
