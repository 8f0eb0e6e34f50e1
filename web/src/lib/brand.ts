// Product words that several screens repeat (spec social-and-discovery §1-§2).
export const BRAND_NAME = 'Sorsi';
export const TAGLINE = 'Enjoy wine more.';
export const SUPPORT_EMAIL = 'support@sorsi.app';
