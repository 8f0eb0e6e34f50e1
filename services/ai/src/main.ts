import 'reflect-metadata';
import { runService } from '@sorsi/kit';
import { aiService } from './ai-service';

const source = process.env;
Promise.resolve()
  .then(() => runService(aiService(source), source))
  .catch((error: unknown) => {
    // A bad environment or a failed start-up: say why, exit non-zero.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
