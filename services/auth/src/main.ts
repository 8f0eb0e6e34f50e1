import 'reflect-metadata';
import { runService } from '@sorsi/kit';
import { authService } from './auth-service';

runService(authService).catch((error: unknown) => {
  // Before the logger exists (bad environment) or when start-up fails (database down): say why, exit non-zero.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
