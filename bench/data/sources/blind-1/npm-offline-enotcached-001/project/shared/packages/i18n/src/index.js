export const name = '@acme/i18n';
