export const name = '@acme/money';
