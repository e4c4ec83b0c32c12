export function merge(x) {
  return x + 1;
}
