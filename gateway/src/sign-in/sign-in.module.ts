import { Module } from '@nestjs/common';
import { OidcSignIn } from './oidc-sign-in';
import { OidcGuard } from './oidc.guard';
import { SignInController } from './sign-in.controller';

@Module({ controllers: [SignInController], providers: [OidcSignIn, OidcGuard], exports: [OidcSignIn] })
export class SignInModule {}
