import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { ExperiencesController } from './experiences.controller';
import { PeopleController } from './people.controller';

/** The social routes: experiences, likes, comments, follows, blocks, profiles and search. */
@Module({ imports: [MediaModule], controllers: [ExperiencesController, PeopleController] })
export class SocialModule {}
