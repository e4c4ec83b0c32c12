export function pick(x) {
  return x + 2;
}
