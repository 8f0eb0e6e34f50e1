import { main } from '@sorsi/kit';
import { aiService } from './ai-service';

void main(aiService);
