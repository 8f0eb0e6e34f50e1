import { applyDecorators, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SkipThrottle } from '@nestjs/throttler';

const SIGN_IN_ROUTE = Symbol('SIGN_IN_ROUTE');
const reflector = new Reflector();

/** Marks `/api/login` and `/api/callback`: limited per IP by the `signin` throttler instead of `api`. */
export const SignInRateLimit = () => applyDecorators(SetMetadata(SIGN_IN_ROUTE, true), SkipThrottle({ api: true }));

export const isSignInRoute = (context: ExecutionContext): boolean =>
  reflector.get<boolean | undefined>(SIGN_IN_ROUTE, context.getHandler()) === true;
