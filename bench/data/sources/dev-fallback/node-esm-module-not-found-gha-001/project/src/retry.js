export function retry(x) {
  return x + 3;
}
