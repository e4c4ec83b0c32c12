export const name = '@acme/billing';
