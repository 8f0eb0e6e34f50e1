import { createLogger } from '@sorsi/kit';
import type { Finding } from './finding';
import { strictestOf } from './finding';
import { checkImageOffline } from './image/image-check';
import type { OpenAiModeration } from './openai/openai-moderation';
import { checkText } from './text/text-check';

export interface Photo {
  bytes: Buffer;
  mimeType: string;
}

/** A finding and the check that made it (recorded with the decision). */
export interface Screening {
  finding: Finding;
  checkedBy: 'offline' | 'openai' | 'offline-after-openai-failed';
}

/** Looks at a text and its photo and says whether others may see them. */
export abstract class ContentScreen {
  abstract screen(text: string, photo: Photo | null): Promise<Screening>;
}

/** Offline: the text matcher and lists, and the photo check that holds what it cannot clear. */
export class OfflineScreen extends ContentScreen {
  async screen(text: string, photo: Photo | null): Promise<Screening> {
    const findings = [checkText(text), ...(photo ? [await checkImageOffline(photo.bytes)] : [])];
    return { finding: strictestOf(findings), checkedBy: 'offline' };
  }
}

/**
 * OpenAI's moderation endpoint decides text and photo together; our spam list still applies (the model
 * does not judge links and promotions). When the endpoint fails, the offline check decides.
 */
export class OpenAiScreen extends ContentScreen {
  private readonly log = createLogger('moderation:openai');
  private readonly offline = new OfflineScreen();

  constructor(private readonly model: OpenAiModeration) {
    super();
  }

  async screen(text: string, photo: Photo | null): Promise<Screening> {
    try {
      const finding = await this.model.check({ text, image: photo });
      const spam = checkText(text);
      return { finding: strictestOf([finding, ...(spam.reason === 'spam' ? [spam] : [])]), checkedBy: 'openai' };
    } catch (error) {
      this.log.warn({ err: error }, 'OpenAI moderation failed: the offline check decides');
      return { ...(await this.offline.screen(text, photo)), checkedBy: 'offline-after-openai-failed' };
    }
  }
}
