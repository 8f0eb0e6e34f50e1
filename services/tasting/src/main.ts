import { main } from '@sorsi/kit';
import { tastingService } from './tasting-service';

void main(tastingService);
