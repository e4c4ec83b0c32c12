export function fmt45(x) {
  return `shared:thistle45:${x}`;
}
