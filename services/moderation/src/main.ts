import 'reflect-metadata';
import { runMain } from '@sorsi/kit';
import { service } from './service';

runMain(service);
