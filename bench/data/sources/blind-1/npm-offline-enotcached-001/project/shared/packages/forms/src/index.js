export const name = '@acme/forms';
