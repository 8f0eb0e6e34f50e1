// Product words that several screens repeat (spec social-and-discovery §1-§2).
export const BRAND_NAME = 'Sorsi';
export const TAGLINE = 'Enjoy wine more.';
export const SUPPORT_EMAIL = 'support@sorsi.app';
/** The community guidelines on the terms page: where a notice of removed content leads. */
export const COMMUNITY_GUIDELINES_ANCHOR = 'community-guidelines';
export const COMMUNITY_GUIDELINES_PATH = `/terms#${COMMUNITY_GUIDELINES_ANCHOR}`;
