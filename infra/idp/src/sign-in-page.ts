/** HTML of the development sign-in form and its error page: self-contained, no scripts. */

export interface SignInForm {
  email: string;
  givenName: string;
  familyName: string;
}

export type SignInErrors = Partial<Record<keyof SignInForm, string>>;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const styles = `
  :root { color-scheme: light dark; --wine: #7b1e3a; --wine-dark: #5e1229; --ground: #fbf7f2; --ink: #2b1d22;
    --muted: #6b5a60; --card: #ffffff; --line: #e6dcd3; --danger: #a3152f; --banner: #fff1c2; --banner-ink: #4d3800; }
  @media (prefers-color-scheme: dark) {
    :root { --wine: #e8a0b4; --wine-dark: #f3c3d0; --ground: #1c1417; --ink: #f5ecee; --muted: #c9b7bd;
      --card: #271c20; --line: #4a3a40; --danger: #ff9aa9; --banner: #3d3000; --banner-ink: #ffe9a3; }
  }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; background: var(--ground); color: var(--ink);
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  .dev-banner p { margin: 0; }
  .dev-banner { padding: 0.75rem 1rem; background: var(--banner); color: var(--banner-ink);
    text-align: center; font-weight: 600; }
  main { max-width: 26rem; margin: 3rem auto; padding: 0 1rem; }
  .card { background: var(--card); border: 1px solid var(--line); border-radius: 1rem; padding: 2rem 1.5rem; }
  h1 { margin: 0 0 0.25rem; font: 600 1.75rem/1.2 Georgia, "Times New Roman", serif; color: var(--wine); }
  p.lead { margin: 0 0 1.5rem; color: var(--muted); }
  .field { margin-bottom: 1rem; }
  label { display: block; font-weight: 600; margin-bottom: 0.35rem; }
  .optional { font-weight: 400; color: var(--muted); }
  input { width: 100%; min-height: 44px; padding: 0.6rem 0.75rem; font: inherit; color: inherit;
    background: var(--ground); border: 1px solid var(--line); border-radius: 0.5rem; }
  input:focus-visible, button:focus-visible { outline: 3px solid var(--wine); outline-offset: 2px; }
  input[aria-invalid="true"] { border-color: var(--danger); }
  .error { margin: 0.35rem 0 0; color: var(--danger); font-size: 0.9rem; }
  button { width: 100%; min-height: 44px; margin-top: 0.5rem; border: 0; border-radius: 0.5rem;
    background: var(--wine); color: var(--card); font: inherit; font-weight: 600; cursor: pointer; }
  button:hover { background: var(--wine-dark); }
  .note { margin-top: 1.25rem; font-size: 0.875rem; color: var(--muted); }
`;

function page(title: string, nonce: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${styles}</style>
</head>
<body>
<header class="dev-banner"><p>Development sign-in — not for production</p></header>
<main>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

function field(
  name: keyof SignInForm,
  label: string,
  type: string,
  autocomplete: string,
  form: SignInForm,
  errors: SignInErrors,
  required: boolean,
): string {
  const error = errors[name];
  const errorId = `${name}-error`;
  return `<div class="field">
<label for="${name}">${label}${required ? '' : ' <span class="optional">(optional)</span>'}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" value="${escapeHtml(form[name])}"${
    required ? ' required' : ''
  }${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
${error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
</div>`;
}

export function renderSignInPage(action: string, form: SignInForm, errors: SignInErrors, nonce: string): string {
  const autofocus = Object.keys(errors)[0];
  const body = `<h1>Sign in to Sorsi</h1>
<p class="lead">Type any email and a name: this local provider signs you in as that person.</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
${field('email', 'Email', 'email', 'email', form, errors, true)}
${field('givenName', 'First name', 'text', 'given-name', form, errors, true)}
${field('familyName', 'Last name', 'text', 'family-name', form, errors, false)}
<button type="submit">Continue</button>
</form>
<p class="note">The same email always signs in as the same account. In production Sorsi uses Google instead.</p>`;
  // Put the cursor on the first field that needs fixing (the form has no script to do it).
  const html = page('Sign in · Sorsi (development)', nonce, body);
  return autofocus ? html.replace(`id="${autofocus}" `, `id="${autofocus}" autofocus `) : html;
}

export function renderErrorPage(message: string, nonce: string): string {
  return page(
    'Sign-in problem · Sorsi (development)',
    nonce,
    `<h1>Sign-in problem</h1>
<p class="lead">${escapeHtml(message)}</p>
<p>Go back to Sorsi and start the sign-in again.</p>`,
  );
}
