export * from './dev-idp-process';
export * from './fake-auth-service';
export * from './free-port';
export * from './test-browser';
export * from './test-gateway';
