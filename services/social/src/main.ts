import 'reflect-metadata';
import { runService } from '@sorsi/kit';
import { socialService } from './social-service';

runService(socialService).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
