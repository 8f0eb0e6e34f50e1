import { main } from '@sorsi/kit';
import { authService } from './auth-service';

void main(authService);
