import 'reflect-metadata';
import { runService } from '@sorsi/kit';
import { tastingService } from './tasting-service';

runService(tastingService).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
