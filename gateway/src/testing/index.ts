export * from './dev-idp-process';
export * from './fake-ai-service';
export * from './fake-auth-service';
export * from './gateway-with-stand-ins';
export * from '@sorsi/kit/testing';
export * from './test-gateway';
export * from './tastings';
export * from './test-images';
export { freePort } from '@sorsi/kit/testing';
