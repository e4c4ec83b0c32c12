import { name } from '@acme/charts-core';
console.log(name);
