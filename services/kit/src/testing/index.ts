export * from './eventually';
export * from './postgres';
export * from './redis';
export * from './bench-database';
export * from './free-port';
export * from './fake-openai-server';
export * from './stand-in-service';
export * from './bench-goal';
