/** Build-time configuration (vite.config.ts defines it from VITE_* variables; jest from its globals). */
export interface AppConfig {
  /** PostHog project key; analytics stays off when empty. */
  posthogKey: string;
  posthogHost: string;
  /** Where the beta notice and About page send feedback. */
  feedbackUrl: string;
}

declare const __APP_CONFIG__: AppConfig;

export const appConfig: AppConfig = __APP_CONFIG__;
