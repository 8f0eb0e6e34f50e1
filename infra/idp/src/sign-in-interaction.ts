import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { DevAccounts } from './dev-accounts.js';
import { renderErrorPage, renderSignInPage, type SignInErrors, type SignInForm } from './sign-in-page.js';

const MAX_FORM_BYTES = 16 * 1024;

const SignInFormSchema = z.object({
  email: z.string().trim().pipe(z.email('Enter an email address like ana@example.com')),
  givenName: z.string().trim().min(1, 'Enter your first name').max(100, 'Use at most 100 characters'),
  familyName: z.string().trim().max(100, 'Use at most 100 characters'),
});

async function readForm(req: IncomingMessage): Promise<SignInForm> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > MAX_FORM_BYTES) throw Object.assign(new Error('Form too large'), { statusCode: 413 });
  }
  const params = new URLSearchParams(body);
  return {
    email: params.get('email') ?? '',
    givenName: params.get('givenName') ?? '',
    familyName: params.get('familyName') ?? '',
  };
}

/**
 * Serves `/interaction/:uid` (the form) and `/interaction/:uid/login` (its submission). Every
 * other path belongs to oidc-provider. The only prompt this provider raises is `login`: consent
 * is granted automatically (see `loadExistingGrant`).
 */
export class SignInInteraction {
  constructor(
    private readonly provider: Provider,
    private readonly accounts: DevAccounts,
    /** Origins the browser is redirected to after the form (CSP `form-action` follows redirects). */
    private readonly clientOrigins: readonly string[],
  ) {}

  /** Returns false when the request is not an interaction request. */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(new URL(req.url ?? '/', 'http://idp').pathname);
    if (!match) return false;
    const nonce = randomBytes(16).toString('base64');
    try {
      const details = await this.provider.interactionDetails(req, res);
      if (details.uid !== match[1] || details.prompt.name !== 'login') {
        this.send(res, 400, renderErrorPage('This sign-in link is no longer valid.', nonce), nonce);
      } else if (req.method === 'GET' && !match[2]) {
        const empty = { email: '', givenName: '', familyName: '' };
        this.send(res, 200, renderSignInPage(`/interaction/${details.uid}/login`, empty, {}, nonce), nonce);
      } else if (req.method === 'POST' && match[2]) {
        await this.submit(req, res, details.uid, nonce);
      } else {
        this.send(res, 405, renderErrorPage('Method not allowed.', nonce), nonce);
      }
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      const message =
        status === 413
          ? 'The form was too large.'
          : status < 500
            ? 'This sign-in has expired or was already used.'
            : 'Something went wrong.';
      this.send(res, status, renderErrorPage(message, nonce), nonce);
    }
    return true;
  }

  private async submit(req: IncomingMessage, res: ServerResponse, uid: string, nonce: string): Promise<void> {
    const form = await readForm(req);
    const parsed = SignInFormSchema.safeParse(form);
    if (!parsed.success) {
      const errors: SignInErrors = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as keyof SignInForm;
        errors[name] ??= issue.message;
      }
      this.send(res, 400, renderSignInPage(`/interaction/${uid}/login`, form, errors, nonce), nonce);
      return;
    }
    const accountId = this.accounts.remember(parsed.data);
    await this.provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
  }

  private send(res: ServerResponse, status: number, html: string, nonce: string): void {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': [
        "default-src 'none'",
        `style-src 'nonce-${nonce}'`,
        `form-action 'self' ${this.clientOrigins.join(' ')}`,
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join('; '),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    res.end(html);
  }
}
